import { TemplateDetailSkeleton } from '@/features/store/catalogue/template-skeletons'

/** The spec's loading skeleton of the detail page. */
export default function Loading() {
  return <TemplateDetailSkeleton />
}
