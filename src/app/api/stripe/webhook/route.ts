import { handleWebhook } from '@/features/store/payments/webhook-handler'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleWebhook(request)
