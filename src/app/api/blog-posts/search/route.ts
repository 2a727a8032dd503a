import type { NextRequest } from 'next/server'

import { searchPostsResponse } from '@/features/blog/api-handlers'

/** ?page&pageSize&q&category → { items, total } (pageSize capped at 50; bad numbers give 400). */
export const dynamic = 'force-dynamic'

export const GET = (request: NextRequest) => searchPostsResponse(request.nextUrl.searchParams)
