import type { ImageData } from '@/kit/image'
import type { DocumentSeo } from '@/lib/seo'

import type { Metric } from './parse-list'

export type CaseSummary = {
  id: number
  slug: string
  title: string
  client: string
  excerpt: string
  category: string
  date: string
  tags: string[]
  metrics: Metric[]
  image: ImageData | null
}

export type CaseDetail = CaseSummary & {
  challenge: string
  solution: string
  results: string
  gallery: ImageData[]
  updatedAt: string
  seo: DocumentSeo
}

/** The public JSON API's case (section 3 of the spec): lists are always arrays. */
export type ApiCase = {
  id: number
  slug: string
  title: string
  client: string
  excerpt: string
  coverImage: string
  date: string
  category: string
  tags: string[]
  gallery: string[]
  metrics: Metric[]
  challenge: string
  solution: string
  results: string
}
