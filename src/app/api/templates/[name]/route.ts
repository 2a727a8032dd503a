import { templateByName } from '@/features/home/api-handlers'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  return templateByName((await params).name)
}
