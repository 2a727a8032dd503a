import { type HomeIconName, isHomeIconName } from './home-icon-names'
import { readCopy } from '@/kit/page-copy'

import { contactPoints, HOME_SECTIONS, type HomeSections, services, type ServiceCard, type ServiceColor, values, type ValueCard } from './home-page-defaults'

export type HomePageContent = { values: ValueCard[]; services: ServiceCard[]; contactPoints: string[]; sections: HomeSections }

type Raw = Record<string, unknown>
const rows = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : [])
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const icon = (value: unknown): HomeIconName => (isHomeIconName(value) ? value : 'Lightbulb')
const COLORS: ServiceColor[] = ['seo', 'ads', 'web', 'brand', 'consulting']

/** The section headings and button labels; an empty text reads as today's (a lead only until its section is saved). */
export function toHomeSections(doc: Raw): HomeSections {
  const d = HOME_SECTIONS
  return {
    hero: readCopy(doc.hero, d.hero),
    aboutSection: readCopy(doc.aboutSection, d.aboutSection, ['lead']),
    servicesSection: readCopy(doc.servicesSection, d.servicesSection, ['lead', 'touchLead']),
    casesSection: readCopy(doc.casesSection, d.casesSection, ['lead']),
    portfolioSection: readCopy(doc.portfolioSection, d.portfolioSection),
    testimonialsSection: readCopy(doc.testimonialsSection, d.testimonialsSection),
    blogSection: readCopy(doc.blogSection, d.blogSection),
    contactSection: readCopy(doc.contactSection, d.contactSection),
  }
}

/** The raw 'Início' global to the home's cards; never saved (no seed) reads as today's copy. */
export function toHomePageContent(doc: Raw): HomePageContent {
  if (typeof doc.updatedAt !== 'string' || !doc.updatedAt) return { values, services, contactPoints, sections: HOME_SECTIONS }
  return {
    sections: toHomeSections(doc),
    values: rows(doc.values).map((row) => ({ title: text(row.title), description: text(row.description), icon: icon(row.icon) })),
    services: rows(doc.services).map((row) => ({
      title: text(row.title),
      description: text(row.description),
      icon: icon(row.icon),
      color: COLORS.includes(row.color as ServiceColor) ? (row.color as ServiceColor) : 'brand',
      features: rows(row.features).map((f) => text(f.text)).filter(Boolean),
    })),
    contactPoints: rows(doc.contactPoints).map((row) => text(row.text)).filter(Boolean),
  }
}

export const homePageSeedData = () => ({
  values: values.map((v) => ({ ...v })),
  services: services.map((s) => ({ ...s, features: s.features.map((f) => ({ text: f })) })),
  contactPoints: contactPoints.map((t) => ({ text: t })),
  ...homeSectionsSeedData(),
})

/** The section headings as the seed writes them (also filled into a global saved before they existed). */
export const homeSectionsSeedData = (): Record<string, Record<string, string>> =>
  Object.fromEntries(Object.entries(HOME_SECTIONS).map(([key, texts]) => [key, { ...texts }]))
