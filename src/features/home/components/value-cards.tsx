import { SectionHeading } from '@/ui/section-heading'

import { homeIcon, type HomeIconName } from '../home-icons'

export type ValueCard = { title: string; description: string; icon: HomeIconName }

/** Today's value cards: the seed of the 'Início' global and what shows before it is saved. */
export const values: ValueCard[] = [
  {
    title: 'Inovação',
    description: 'Usamos as ferramentas mais atuais de design, SEO e automação para o seu site sair na frente da concorrência.',
    icon: 'Lightbulb',
  },
  {
    title: 'Transparência',
    description: 'Você acompanha cada etapa, cada real investido e cada resultado em relatórios claros, sem letras miúdas.',
    icon: 'Eye',
  },
  {
    title: 'Resultados',
    description: 'Metas combinadas no início e medidas toda semana: mais visitas, mais contatos e mais vendas em até 30 dias.',
    icon: 'TrendingUp',
  },
]

/** #about: the three value cards. */
export function ValueCards({ cards = values }: { cards?: ValueCard[] }) {
  return (
    <section id="about" aria-labelledby="about-title" className="container-page py-16 sm:py-24">
      <SectionHeading
        eyebrow="Sobre nós"
        id="about-title"
        title="Inovação, transparência e resultados"
        lead="Uma agência digital de São Paulo que trata o seu site como ferramenta de vendas."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map(({ title, description, icon }) => {
          const Icon = homeIcon(icon)
          return (
          <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-(--shadow-card)">
            <span className="inline-flex size-12 items-center justify-center rounded-md bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{description}</p>
          </li>
          )
        })}
      </ul>
    </section>
  )
}
