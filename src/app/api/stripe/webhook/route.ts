import { handleWebhook } from '@/features/store/webhook-handler'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleWebhook(request)
