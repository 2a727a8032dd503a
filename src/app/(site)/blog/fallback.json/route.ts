import { listPosts } from '@/features/blog/api-handlers'

/** Every post, newest first, content as HTML (also served at the old site's fallback addresses). */
export const dynamic = 'force-dynamic'

export const GET = () => listPosts()
