/**
 * The custom server (server/index.mjs) keeps finished anonymous pages for a few seconds (its micro-cache,
 * server/micro-cache.mjs) and registers how to drop them under this symbol. Both run in one process, so
 * when an edit expires cache tags here, or another server's edit reaches this one (cache-sync.ts), the
 * kept copies go too and the next visitor gets the page rendered from the new content.
 */
const PAGE_COPIES = Symbol.for('site.micro-cache.clear')

export function dropPageCopies(): void {
  const clears = (globalThis as { [PAGE_COPIES]?: Set<() => void> })[PAGE_COPIES]
  for (const clear of clears ?? []) clear()
}
