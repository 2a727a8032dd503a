import type { Metadata } from 'next'

/**
 * Metadata of a not-found answer: a real title and description. Next adds `noindex` to every 404
 * response itself, so it is not repeated here.
 */
export function notFoundMetadata(title: string, description: string): Metadata {
  return { title, description }
}
