import { getStoreTemplate } from '@/features/store/queries'
import { toApiTemplate } from '@/features/store/catalogue/template-api'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const template = /^[a-z0-9-]{1,120}$/.test(slug) ? await getStoreTemplate(slug) : null
  if (!template) return Response.json({ error: 'Template não encontrado.' }, { status: 404 })
  return Response.json(toApiTemplate(template), { headers: { 'Cache-Control': 'public, max-age=60' } })
}
