import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's HTML and while React hydrates it, true once the page is interactive: controls that
 * need JavaScript render inert (or not at all) until then, so that a page without JavaScript never shows
 * a button that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
