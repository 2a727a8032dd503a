import { handleCheckout } from '@/features/store/checkout/checkout-handler'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleCheckout(request)
