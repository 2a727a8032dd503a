import { listStoreTemplates } from '@/features/store/queries'
import { toApiTemplate } from '@/features/store/catalogue/template-api'

export const dynamic = 'force-dynamic'

export async function GET() {
  const templates = await listStoreTemplates()
  return Response.json(templates.map(toApiTemplate), { headers: { 'Cache-Control': 'public, max-age=60' } })
}
