import { handleResend } from '@/features/store/downloads/download-handler'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleResend(request)
