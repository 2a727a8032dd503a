import { handleLibrasLead } from '@/features/leads/quotes/libras-handler'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleLibrasLead(request)
