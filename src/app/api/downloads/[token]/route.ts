import { handleDownload } from '@/features/store/downloads/download-handler'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string }> }

export async function GET(_request: Request, { params }: Context) {
  return handleDownload((await params).token)
}

/** Link checkers and mail scanners send HEAD: same answer, no body, no download used. */
export async function HEAD(_request: Request, { params }: Context) {
  return handleDownload((await params).token, {}, { count: false })
}
