import { handleNewsletterUnsubscribe, showUnsubscribePage } from '@/features/leads/newsletter/newsletter-unsubscribe'

export const dynamic = 'force-dynamic'

export const GET = (request: Request) => showUnsubscribePage(request)
export const POST = (request: Request) => handleNewsletterUnsubscribe(request)
