import { handleSimulatorAction } from '@/features/store/payments/simulator-handler'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, { params }: { params: Promise<{ session: string }> }) {
  const { session } = await params
  return handleSimulatorAction(request, session)
}
