import type { ReactElement, SVGProps } from 'react'

import sprite from './icon-sprite.svg'

/**
 * Lucide's icons, drawn from one sprite file (`icon-sprite.svg`, written by `scripts/generate-icon-sprite.mjs`
 * from the lucide-react version installed) instead of one inline SVG each.
 *
 * Why: an inline icon carries its path data twice in every document, once in the HTML and once more in the
 * RSC payload (lucide-react's icon is a client component, so its data travels as props), for every icon on
 * the page: 38 icons were 2.3 KB of the home's 26.5 KB gzip document. A `<use>` of a symbol is a few bytes, the
 * sprite is one static file fingerprinted by the build (cached for good), and the icons need no client code.
 *
 * Same look as lucide-react's components: 24 px by default, `currentColor` strokes of width 2, and hidden
 * from assistive technology unless given a label.
 */
export type LucideIcon = (props: Omit<SVGProps<SVGSVGElement>, 'children'>) => ReactElement

const href = (sprite as { src: string }).src

function icon(id: string): LucideIcon {
  return function Icon(props) {
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={props['aria-label'] ? undefined : true}
        focusable="false"
        {...props}
      >
        <use href={`${href}#${id}`} />
      </svg>
    )
  }
}

export const ArrowLeft = icon('ArrowLeft')
export const ArrowRight = icon('ArrowRight')
export const AudioLines = icon('AudioLines')
export const BarChart3 = icon('BarChart3')
export const Barcode = icon('Barcode')
export const BookOpen = icon('BookOpen')
export const Bot = icon('Bot')
export const Briefcase = icon('Briefcase')
export const Building2 = icon('Building2')
export const CalendarDays = icon('CalendarDays')
export const Check = icon('Check')
export const CheckCircle2 = icon('CheckCircle2')
export const ChevronDown = icon('ChevronDown')
export const ChevronLeft = icon('ChevronLeft')
export const ChevronRight = icon('ChevronRight')
export const Clapperboard = icon('Clapperboard')
export const Clock = icon('Clock')
export const Cloud = icon('Cloud')
export const Code2 = icon('Code2')
export const Contact = icon('Contact')
export const Copy = icon('Copy')
export const Database = icon('Database')
export const Download = icon('Download')
export const ExternalLink = icon('ExternalLink')
export const Eye = icon('Eye')
export const FileText = icon('FileText')
export const FlaskConical = icon('FlaskConical')
export const Globe = icon('Globe')
export const HandHeart = icon('HandHeart')
export const Headphones = icon('Headphones')
export const Headset = icon('Headset')
export const History = icon('History')
export const House = icon('House')
export const ImageOff = icon('ImageOff')
export const LayoutTemplate = icon('LayoutTemplate')
export const Lightbulb = icon('Lightbulb')
export const ListTodo = icon('ListTodo')
export const Lock = icon('Lock')
export const Mail = icon('Mail')
export const MapPin = icon('MapPin')
export const MapPinned = icon('MapPinned')
export const Megaphone = icon('Megaphone')
export const Menu = icon('Menu')
export const MessageCircle = icon('MessageCircle')
export const MessagesSquare = icon('MessagesSquare')
export const NotebookPen = icon('NotebookPen')
export const Palette = icon('Palette')
export const Pause = icon('Pause')
export const Phone = icon('Phone')
export const Play = icon('Play')
export const QrCode = icon('QrCode')
export const RefreshCw = icon('RefreshCw')
export const Rocket = icon('Rocket')
export const Scale = icon('Scale')
export const Search = icon('Search')
export const ServerCog = icon('ServerCog')
export const Share2 = icon('Share2')
export const ShieldCheck = icon('ShieldCheck')
export const ShieldHalf = icon('ShieldHalf')
export const ShoppingCart = icon('ShoppingCart')
export const Smartphone = icon('Smartphone')
export const Tag = icon('Tag')
export const Tags = icon('Tags')
export const TrendingUp = icon('TrendingUp')
export const Upload = icon('Upload')
export const Users = icon('Users')
export const Video = icon('Video')
export const Workflow = icon('Workflow')
export const X = icon('X')
export const XCircle = icon('XCircle')
export const Zap = icon('Zap')
