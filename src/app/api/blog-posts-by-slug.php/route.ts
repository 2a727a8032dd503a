import type { NextRequest } from 'next/server'

import { postBySlug } from '@/features/blog/api-handlers'

/** The old site's fallback: /api/blog-posts-by-slug.php?slug=… */
export const dynamic = 'force-dynamic'

export const GET = (request: NextRequest) => postBySlug(request.nextUrl.searchParams.get('slug'))
