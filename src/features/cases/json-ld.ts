import type { Article, WithContext } from 'schema-dts'

import type { CaseDetail } from './types'

/** A case study as an Article about the client's project. */
export function caseJsonLd(siteUrl: string, item: CaseDetail): WithContext<Article> {
  const url = `${siteUrl}/cases/${item.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#case`,
    headline: item.title,
    description: item.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: item.date,
    dateModified: item.updatedAt,
    inLanguage: 'pt-BR',
    keywords: item.tags.join(', '),
    about: { '@type': 'Organization', name: item.client },
    author: { '@id': `${siteUrl}/#organization` },
    publisher: { '@id': `${siteUrl}/#organization` },
    ...(item.image ? { image: item.image.url.startsWith('http') ? item.image.url : `${siteUrl}${item.image.url}` } : {}),
  }
}
