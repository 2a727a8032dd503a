import {
  BarChart3,
  Bot,
  CalendarDays,
  Clock,
  Cloud,
  Contact,
  Database,
  Globe,
  Headset,
  History,
  ListTodo,
  Lock,
  Mail,
  MapPinned,
  MessagesSquare,
  NotebookPen,
  QrCode,
  ServerCog,
  ShieldCheck,
  ShieldHalf,
  Smartphone,
  Tags,
  Users,
  Video,
  Workflow,
  Zap,
  type LucideIcon,
} from '@/ui/icons'

import type { ProductIcon } from './product-icons'

const ICONS: Record<ProductIcon, LucideIcon> = {
  'shield-check': ShieldCheck,
  'shield-half': ShieldHalf,
  'map-pinned': MapPinned,
  'calendar-days': CalendarDays,
  contact: Contact,
  'list-todo': ListTodo,
  'notebook-pen': NotebookPen,
  video: Video,
  'messages-square': MessagesSquare,
  tags: Tags,
  zap: Zap,
  bot: Bot,
  'bar-chart': BarChart3,
  history: History,
  'qr-code': QrCode,
  'server-cog': ServerCog,
  mail: Mail,
  lock: Lock,
  cloud: Cloud,
  smartphone: Smartphone,
  users: Users,
  clock: Clock,
  headset: Headset,
  globe: Globe,
  database: Database,
  workflow: Workflow,
}

/** The lucide drawing of an icon staff picked (a server component: a `<use>` of the icon sprite in the HTML). */
export function ProductIconSvg({ icon, className }: { icon: ProductIcon; className: string }) {
  const Icon = ICONS[icon]
  return <Icon aria-hidden="true" className={className} />
}
