import type { PostSummary } from './types'

const esc = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** An RSS 2.0 feed of the blog. */
export function buildRss({ siteUrl, brandName, posts }: { siteUrl: string; brandName: string; posts: PostSummary[] }): string {
  const items = posts
    .map((post) => {
      const link = `${siteUrl}/blog/${post.slug}`
      return `    <item>
      <title>${esc(post.title)}</title>
      <link>${esc(link)}</link>
      <guid isPermaLink="true">${esc(link)}</guid>
      <description>${esc(post.excerpt)}</description>
      <category>${esc(post.category)}</category>
      <dc:creator>${esc(post.author)}</dc:creator>
      <pubDate>${new Date(post.date).toUTCString()}</pubDate>
    </item>`
    })
    .join('\n')
  const updated = posts[0] ? new Date(posts[0].date).toUTCString() : new Date(0).toUTCString()
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${esc(`Blog | ${brandName}`)}</title>
    <link>${esc(`${siteUrl}/blog`)}</link>
    <description>Dicas práticas de SEO, sites, Wix Studio e marketing digital.</description>
    <language>pt-BR</language>
    <lastBuildDate>${updated}</lastBuildDate>
    <atom:link href="${esc(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`
}
