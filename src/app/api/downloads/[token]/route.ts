import { handleDownload } from '@/features/store/download-handler'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  return handleDownload(token)
}
