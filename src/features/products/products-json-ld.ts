import type { Course, FAQPage, Service, VideoObject, WithContext } from 'schema-dts'

import { absoluteUrl } from '@/lib/seo'

import { allVideos, COURSE_TITLE, isoDuration, thumbnailPath, videoUrl } from './course-data'

type Offer = { price: number; description: string }

/** A service the agency sells, with an Offer where the page states a price (in reais). */
export function serviceJsonLd(service: { name: string; description: string; path: string; offer?: Offer; area?: string }): WithContext<Service> {
  const url = absoluteUrl(service.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url,
    provider: { '@id': `${absoluteUrl('/').replace(/\/$/, '')}/#organization` },
    areaServed: service.area ?? 'BR',
    ...(service.offer
      ? {
          offers: {
            '@type': 'Offer',
            price: service.offer.price.toFixed(2),
            priceCurrency: 'BRL',
            description: service.offer.description,
            url,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
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
    provider: { '@id': `${absoluteUrl('/').replace(/\/$/, '')}/#organization` },
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'BRL', category: 'Free' },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT4H' },
  }
}

export function videoJsonLd(): WithContext<VideoObject>[] {
  return allVideos().map((video) => ({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.titulo,
    description: video.resumo,
    thumbnailUrl: absoluteUrl(thumbnailPath(video.id)),
    uploadDate: video.publicadoEm,
    duration: isoDuration(video.duracao),
    contentUrl: videoUrl(video.id),
    inLanguage: 'pt-BR',
    genre: video.categoria,
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
