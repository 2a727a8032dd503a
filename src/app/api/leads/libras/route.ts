import { handleLibrasLead } from '@/features/leads/libras-handler'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => handleLibrasLead(request)
