import { exitPreview } from '@/features/admin/preview-handlers'

export const dynamic = 'force-dynamic'
export const GET = exitPreview
