import { postBySlug } from '@/features/blog/api-handlers'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return postBySlug((await params).slug)
}
