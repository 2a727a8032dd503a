/** The icons staff may pick for the home's value and service cards (names only: no component code here). */
export const HOME_ICON_OPTIONS = [
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
] as const

export type HomeIconName = (typeof HOME_ICON_OPTIONS)[number]['value']

export const isHomeIconName = (value: unknown): value is HomeIconName => HOME_ICON_OPTIONS.some((o) => o.value === value)
