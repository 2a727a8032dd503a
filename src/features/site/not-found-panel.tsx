import { BookOpen, Briefcase, House, LayoutTemplate } from '@/ui/icons'

import { ButtonLink } from '@/ui/button'
import { Card } from '@/ui/card'

const destinations = [
  { href: '/', title: 'Página inicial', text: 'Conheça nossos serviços e resultados.', Icon: House },
  { href: '/templates', title: 'Templates', text: 'Sites prontos para publicar hoje.', Icon: LayoutTemplate },
  { href: '/blog', title: 'Blog', text: 'Dicas de SEO, sites e marketing.', Icon: BookOpen },
  { href: '/cases', title: 'Cases', text: 'Projetos e números de clientes reais.', Icon: Briefcase },
]

/** The site's 404 content: the spec's message and four ways to continue. */
export function NotFoundPanel() {
  return (
    <section className="container-page py-16 sm:py-20">
      <p className="text-center text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mx-auto mt-4 max-w-2xl text-center text-3xl font-bold text-slate-900 sm:text-4xl">
        Ops! A página que você procura não foi encontrada.
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-center text-lg text-slate-600">
        O endereço pode ter mudado ou não existir mais. Escolha um destes caminhos:
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {destinations.map(({ href, title, text, Icon }) => (
          <li key={href}>
            <Card className="flex h-full flex-col">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h2 className="mt-3 text-lg font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 flex-1 text-slate-600">{text}</p>
              <ButtonLink href={href} variant="outline" size="sm" className="mt-4" aria-label={`Ir para ${title}`}>
                Ir
              </ButtonLink>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
