import { Briefcase, Code2, Eye, Lightbulb, Megaphone, Palette, Rocket, Search, ShieldCheck, TrendingUp, Users, type LucideIcon } from '@/ui/icons'

import type { HomeIconName } from './home-icon-names'

/** The home cards' icons by name (server-rendered SVG, no client code). */
const HOME_ICONS: Record<HomeIconName, LucideIcon> = { Lightbulb, Eye, TrendingUp, Search, Megaphone, Code2, Palette, Briefcase, Rocket, ShieldCheck, Users }

export const homeIcon = (name: string | null | undefined): LucideIcon => HOME_ICONS[name as HomeIconName] ?? Lightbulb
