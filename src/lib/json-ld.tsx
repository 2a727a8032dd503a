import type { BreadcrumbList, Organization, Thing, WebSite, WithContext } from 'schema-dts'

/** Serialises JSON-LD so that it can never close the script element it sits in. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

export type OrganizationInput = {
  name: string
  url: string
  logo: string
  email: string
  phone: string
  city: string
  sameAs: string[]
}

export function organizationJsonLd(org: OrganizationInput): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${org.url}/#organization`,
    name: org.name,
    url: org.url,
    logo: org.logo,
    email: org.email,
    address: { '@type': 'PostalAddress', addressLocality: org.city, addressCountry: 'BR' },
    sameAs: org.sameAs,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: org.phone,
      email: org.email,
      areaServed: 'BR',
      availableLanguage: ['Portuguese'],
    },
  }
}

export function websiteJsonLd(site: { name: string; url: string }): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.url}/#website`,
    name: site.name,
    url: site.url,
    inLanguage: 'pt-BR',
    publisher: { '@id': `${site.url}/#organization` },
  }
}

export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  }
}
