import { listTemplates } from '@/features/home/api-handlers'

export const dynamic = 'force-dynamic'

export const GET = () => listTemplates()
