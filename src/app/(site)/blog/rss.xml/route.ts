import { PUBLIC_CACHE } from '@/kit/json-response'
import { getLatestPosts } from '@/features/blog/queries'
import { buildRss } from '@/features/blog/rss'
import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

export async function GET() {
  const [posts, settings] = await Promise.all([getLatestPosts(50), getSiteSettings()])
  return new Response(buildRss({ siteUrl: env.SITE_URL, brandName: settings.brandName, posts }), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': PUBLIC_CACHE },
  })
}
