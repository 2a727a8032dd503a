import { type ImageData, toImage } from '@/kit/image'
import { readDocumentSeo } from '@/lib/seo'
import type { Case as CaseDoc } from '@/payload-types'

import { parseList, parseMetrics, parseStrings } from './parse-list'
import type { ApiCase, CaseDetail } from './types'

/** A case document (depth 1) as the site's plain object. Lists that arrive as JSON strings are parsed. */
export function mapCase(doc: CaseDoc): CaseDetail {
  const gallery = parseList(doc.gallery).flatMap((item, i): ImageData[] => {
    if (typeof item === 'string' && item.trim()) {
      return [{ url: item.trim(), alt: `${doc.client}: imagem ${i + 1} do projeto`, width: 1200, height: 800, srcSet: '' }]
    }
    const image = toImage(item as CaseDoc['coverImage'], `${doc.client}: imagem ${i + 1} do projeto`)
    return image ? [image] : []
  })
  return {
    id: doc.id,
    slug: doc.slug ?? String(doc.id),
    title: doc.title,
    client: doc.client,
    excerpt: doc.excerpt,
    category: doc.category,
    date: doc.date,
    tags: parseStrings(doc.tags),
    metrics: parseMetrics(doc.metrics),
    image: toImage(doc.coverImage, doc.title),
    challenge: doc.challenge,
    solution: doc.solution,
    results: doc.results,
    gallery,
    updatedAt: doc.updatedAt,
    seo: readDocumentSeo(doc.meta, doc.title),
  }
}

export function toApiCase(item: CaseDetail): ApiCase {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    client: item.client,
    excerpt: item.excerpt,
    coverImage: item.image?.url ?? '',
    date: item.date,
    category: item.category,
    tags: item.tags,
    gallery: item.gallery.map((image) => image.url),
    metrics: item.metrics,
    challenge: item.challenge,
    solution: item.solution,
    results: item.results,
  }
}
