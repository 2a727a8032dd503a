import { listCases } from '@/features/cases/api-handlers'

export const dynamic = 'force-dynamic'

export const GET = () => listCases()
