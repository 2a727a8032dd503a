import type { Metadata } from 'next'

import { COURSES_DESCRIPTION, CoursesPage } from '@/features/products/courses-page'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = buildMetadata({
  title: 'Cursos',
  description: COURSES_DESCRIPTION,
  path: '/cursos',
})

export default function Page() {
  return <CoursesPage />
}
