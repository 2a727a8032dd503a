import { type HomeIconName, isHomeIconName } from './home-icon-names'
import { contactPoints, services, type ServiceCard, type ServiceColor, values, type ValueCard } from './home-page-defaults'

export type HomePageContent = { values: ValueCard[]; services: ServiceCard[]; contactPoints: string[] }

type Raw = Record<string, unknown>
const rows = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : [])
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const icon = (value: unknown): HomeIconName => (isHomeIconName(value) ? value : 'Lightbulb')
const COLORS: ServiceColor[] = ['seo', 'ads', 'web', 'brand', 'consulting']

/** The raw 'Início' global to the home's cards; never saved (no seed) reads as today's copy. */
export function toHomePageContent(doc: Raw): HomePageContent {
  if (typeof doc.updatedAt !== 'string' || !doc.updatedAt) return { values, services, contactPoints }
  return {
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
})
