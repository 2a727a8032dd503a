import type { Product, WithContext } from 'schema-dts'

import { absoluteUrl } from '@/lib/seo'

import { toReais } from './pricing'
import type { TemplateView } from './template-view'

/** Product with an Offer in BRL. No rating: the page's fixed '(4.9)' is not a real aggregate. */
export function productJsonLd(t: TemplateView, siteUrl: string, brand: string): WithContext<Product> {
  const url = `${siteUrl}/templates/${t.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: t.title,
    description: t.description,
    sku: t.slug,
    category: t.category,
    url,
    image: t.cover ? [absoluteUrl(t.cover.url, siteUrl)] : undefined,
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      url,
      price: toReais(t.price).toFixed(2),
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': `${siteUrl}/#organization` },
    },
  }
}
