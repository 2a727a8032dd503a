import { handleNewsletterConfirm, showConfirmPage } from '@/features/leads/newsletter/newsletter-confirmation'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => showConfirmPage(request)
export const POST = (request: Request) => handleNewsletterConfirm(request)
