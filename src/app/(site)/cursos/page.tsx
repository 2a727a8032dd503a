import type { Metadata } from 'next'

import { CoursesPage } from '@/features/products/courses-page'
import { pageMetadata } from '@/features/seo/page-metadata'

export const generateMetadata = (): Promise<Metadata> => pageMetadata('/cursos')

export default function Page() {
  return <CoursesPage />
}
