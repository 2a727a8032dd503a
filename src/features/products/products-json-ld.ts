import type { Course, FAQPage, Offer as SchemaOffer, OfferCatalog, Service, VideoObject, WithContext } from 'schema-dts'

import { absoluteUrl } from '@/lib/seo'

import { allVideos, COURSE_TITLE, embedUrl, isoDuration, isYoutubeId, type VideoCategory, videoCategories, videoThumbnail, videoUrl } from './course-data'

/** An offer as the page states it: a price in reais when there is one, always a description. */
export type OfferInput = { price?: number; description: string; name?: string }

const organizationRef = () => ({ '@id': `${absoluteUrl('/').replace(/\/$/, '')}/#organization` })

/** One schema.org Offer in BRL, pointing at the page where it is sold. */
export function offerJsonLd(offer: OfferInput & { path: string; itemName?: string }): SchemaOffer {
  return {
    '@type': 'Offer',
    ...(offer.name ? { name: offer.name } : {}),
    description: offer.description,
    url: absoluteUrl(offer.path),
    ...(offer.price !== undefined ? { price: offer.price.toFixed(2), priceCurrency: 'BRL' } : {}),
    availability: 'https://schema.org/InStock',
    offeredBy: organizationRef(),
    ...(offer.itemName ? { itemOffered: { '@type': 'Service', name: offer.itemName } } : {}),
  }
}

/** A service the agency sells, with its Offers where the page states a price (in reais). */
export function serviceJsonLd(service: {
  name: string
  description: string
  path: string
  offer?: OfferInput | OfferInput[]
  area?: string
}): WithContext<Service> {
  const offers = service.offer ? [service.offer].flat() : []
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: organizationRef(),
    areaServed: service.area ?? 'BR',
    ...(offers.length ? { offers: offers.map((offer) => offerJsonLd({ ...offer, path: service.path })) } : {}),
  }
}

/** /promocoes: the current promotions as one catalogue of Offers. */
export function promotionsJsonLd(name: string, path: string, offers: (OfferInput & { path: string; itemName: string })[]): WithContext<OfferCatalog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name,
    url: absoluteUrl(path),
    itemListElement: offers.map((offer) => offerJsonLd(offer)),
  }
}

export function courseJsonLd(description: string): WithContext<Course> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: COURSE_TITLE,
    description,
    url: absoluteUrl('/cursos'),
    inLanguage: 'pt-BR',
    isAccessibleForFree: true,
    provider: organizationRef(),
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'BRL', category: 'Free' },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT4H' },
  }
}

/**
 * One VideoObject per course video, with what Google requires (name, description, thumbnailUrl,
 * uploadDate). The video's own address (contentUrl, embedUrl) only when its platform id is known: a
 * guessed address would point to nowhere.
 */
export function videoJsonLd(categories: VideoCategory[] = videoCategories): WithContext<VideoObject>[] {
  return allVideos(categories).map((video) => ({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.titulo,
    description: video.resumo,
    thumbnailUrl: absoluteUrl(videoThumbnail(video)),
    uploadDate: video.publicadoEm,
    duration: isoDuration(video.duracao),
    inLanguage: 'pt-BR',
    genre: video.categoria,
    ...(isYoutubeId(video.youtubeId) ? { contentUrl: videoUrl(video.youtubeId), embedUrl: embedUrl(video.youtubeId) } : {}),
  }))
}

export function faqJsonLd(items: { pergunta: string; resposta: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.pergunta,
      acceptedAnswer: { '@type': 'Answer', text: item.resposta },
    })),
  }
}
