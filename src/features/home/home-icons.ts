import { Briefcase, Code2, Eye, Lightbulb, Megaphone, Palette, Rocket, Search, ShieldCheck, TrendingUp, Users, type LucideIcon } from 'lucide-react'

/** The icons staff may pick for the home's value and service cards (server-rendered SVG, no client code). */
export const HOME_ICONS = { Lightbulb, Eye, TrendingUp, Search, Megaphone, Code2, Palette, Briefcase, Rocket, ShieldCheck, Users } satisfies Record<string, LucideIcon>
export type HomeIconName = keyof typeof HOME_ICONS

export const HOME_ICON_OPTIONS: { label: string; value: HomeIconName }[] = [
  { label: 'Lâmpada', value: 'Lightbulb' },
  { label: 'Olho', value: 'Eye' },
  { label: 'Gráfico subindo', value: 'TrendingUp' },
  { label: 'Lupa', value: 'Search' },
  { label: 'Megafone', value: 'Megaphone' },
  { label: 'Código', value: 'Code2' },
  { label: 'Paleta', value: 'Palette' },
  { label: 'Maleta', value: 'Briefcase' },
  { label: 'Foguete', value: 'Rocket' },
  { label: 'Escudo', value: 'ShieldCheck' },
  { label: 'Pessoas', value: 'Users' },
]

export const homeIcon = (name: string | null | undefined): LucideIcon => HOME_ICONS[(name ?? '') as HomeIconName] ?? Lightbulb
