import { checkHealth } from '@/features/site/health'

export const dynamic = 'force-dynamic'

/** For load balancers and monitors: 200 when the database answers, 503 otherwise. */
export async function GET() {
  const health = await checkHealth()
  return Response.json(
    { status: health.ok ? 'ok' : 'erro', database: health.database },
    { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
