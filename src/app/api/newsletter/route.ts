import { handleNewsletter } from '@/features/leads/newsletter/newsletter-handler'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleNewsletter(request)
