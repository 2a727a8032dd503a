/**
 * The old site's addresses (website spec: routes and JSON API), each served by the one implementation of
 * what it names through a `next.config` rewrite: the same response at the old address, no route file of
 * its own. Query strings pass through unchanged.
 */
export const LEGACY_REWRITES = [
  // the post list and its fallbacks (spec: "Fallbacks tried in order")
  { source: '/api/blog-posts.php', destination: '/api/blog-posts' },
  { source: '/assets/blog-fallback.json', destination: '/api/blog-posts' },
  { source: '/blog/fallback.json', destination: '/api/blog-posts' },
  // one post: /api/blog-posts-by-slug.php?slug={slug}
  { source: '/api/blog-posts-by-slug.php', has: [{ type: 'query' as const, key: 'slug', value: '(?<slug>[^/]+)' }], destination: '/api/blog-posts/:slug' },
  // search, same query
  { source: '/api/blog-posts-search.php', destination: '/api/blog-posts/search' },
  // the chat page's old address: the same screen (its canonical names /chat-whatsapp)
  { source: '/chatwhatsapp', destination: '/chat-whatsapp' },
]

/** The page a browser address shows: a legacy page address stands for the page it is rewritten to. */
export function pageAddress(pathname: string): string {
  return LEGACY_REWRITES.find((rule) => !('has' in rule) && rule.source === pathname)?.destination ?? pathname
}
