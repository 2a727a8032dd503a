import { Building2, Clapperboard, Clock, HandHeart, type LucideIcon, Scale, ShieldCheck, Users } from '@/ui/icons'

import { Card } from '@/ui/card'

import type { LibrasCard, LibrasIcon, LibrasPageContent } from './libras-page-content'

const ICONS: Record<LibrasIcon, LucideIcon> = { scale: Scale, users: Users, 'hand-heart': HandHeart, clock: Clock, building: Building2, clapperboard: Clapperboard }

export function LibrasReasons({ reasons }: { reasons: LibrasCard[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {reasons.map(({ icon, title, text }) => {
        const Icon = ICONS[icon]
        return (
        <li key={title}>
          <Card className="h-full">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </Card>
        </li>
        )
      })}
    </ul>
  )
}

export function LibrasFormats({ formats }: { formats: LibrasCard[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {formats.map(({ icon, title, text }) => {
        const Icon = ICONS[icon]
        return (
        <Card key={title}>
          <Icon aria-hidden="true" className="size-8 text-brand-700" />
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-700">{text}</p>
        </Card>
        )
      })}
    </div>
  )
}

/**
 * Columns by the number of steps staff entered (1 to 6): one row on a wide screen up to 5 (six become two
 * rows of three, each card wide enough for its text), stacked on a phone. Whole class names, for Tailwind.
 */
const STEP_COLUMNS: Record<number, string> = {
  1: 'md:mx-auto md:max-w-xl',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'md:grid-cols-5',
  6: 'sm:grid-cols-2 lg:grid-cols-3',
}

export const stepColumns = (count: number) => STEP_COLUMNS[Math.min(Math.max(count, 1), 6)]

export function LibrasProcess({ steps }: { steps: LibrasPageContent['steps'] }) {
  return (
    <ol className={`grid gap-5 ${stepColumns(steps.length)}`}>
      {steps.map((step, index) => (
        <li key={`${index}-${step.title}`} className="rounded-lg border border-slate-200 bg-white p-5">
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">
            <span className="sr-only">Etapa {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-1 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

export function LibrasTeam({ team }: { team: LibrasPageContent['team'] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {team.map((person) => (
        <li key={person.name}>
          <Card className="h-full text-center">
            <span aria-hidden="true" className="mx-auto grid size-20 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-2xl font-bold text-white">
              {person.initials}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{person.name}</h3>
            <p className="font-semibold text-brand-700">{person.role}</p>
            <p className="mt-2 text-slate-600">{person.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export function LibrasCompliance({ compliance }: { compliance: string[] }) {
  return (
    <ul className="mx-auto max-w-3xl space-y-3">
      {compliance.map((item) => (
        <li key={item} className="flex gap-3 rounded-lg bg-white p-4 shadow-(--shadow-card)">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
