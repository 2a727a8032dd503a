import { caseBySlug } from '@/features/cases/api-handlers'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return caseBySlug((await params).slug)
}
