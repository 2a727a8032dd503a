import { handleResend } from '@/features/store/download-handler'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleResend(request)
