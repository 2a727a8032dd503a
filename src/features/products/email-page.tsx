import { CalendarDays, Contact, ListTodo, MapPinned, NotebookPen, ShieldCheck, ShieldHalf, Video } from '@/ui/icons'

import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { env } from '@/lib/env'
import { formatBRL } from '@/lib/format'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { Card } from '@/ui/card'
import { PageHero } from '@/ui/page-hero'

import { ContactBand } from './contact-band'
import { FeatureGrid, type Feature } from './feature-grid'
import { PlansCard } from './plans-card'
import { serviceJsonLd } from './products-json-ld'
import { getEmailPage } from './queries'
import { Section } from '@/ui/section'

export const EMAIL_DESCRIPTION =
  'Contas de 5 GB com antivírus, antispam e backup diário para sua empresa transmitir confiança em cada mensagem.'

const features: Feature[] = [
  { icon: ShieldCheck, title: 'Antivírus', text: 'Cada anexo é verificado antes de chegar à caixa de entrada.' },
  { icon: ShieldHalf, title: 'Antispam com 3 níveis', text: 'Escolha a filtragem baixa, média ou alta conforme o volume de lixo que você recebe.' },
  { icon: MapPinned, title: 'Autenticação por geolocalização', text: 'Bloqueie acessos vindos de países onde sua empresa não atua.' },
  { icon: CalendarDays, title: 'Calendário', text: 'Agenda compartilhada com a equipe e convites que chegam por e-mail.' },
  { icon: Contact, title: 'Contatos', text: 'Catálogo único de clientes e fornecedores, sincronizado no celular.' },
  { icon: ListTodo, title: 'Tarefas', text: 'Listas com prazo e lembrete, ligadas às mensagens que as originaram.' },
  { icon: NotebookPen, title: 'Notas', text: 'Anotações de reuniões e ligações guardadas junto com seus e-mails.' },
  { icon: Video, title: 'Reuniões', text: 'Videochamadas agendadas pelo calendário, com link enviado aos convidados.' },
]

const settingsRows = [
  ['IMAP (recebimento)', 'Porta 993 com SSL'],
  ['SMTP (envio)', 'Portas 465 (SSL) e 587 (STARTTLS)'],
  ['Backup', 'Diário, guardado por 5 dias'],
  ['Cópia POP3', 'Opcional, mantida no servidor por 14 dias'],
]

/** /email-corporativo */
export async function EmailPage() {
  const [settings, email] = await Promise.all([getSiteSettings(), getEmailPage()])
  const quote = whatsappLink(settings.whatsappNumber, { page: 'E-mail Corporativo', detail: 'orçamento' }, settings.brandName)
  return (
    <>
      <PageHero eyebrow="Produto" title="E-mail Corporativo" lead={EMAIL_DESCRIPTION}>
        <ButtonLink href={quote} external variant="whatsapp" size="lg">
          Orçamento no WhatsApp
        </ButtonLink>
        <ButtonLink href="#planos" variant="inverse" size="lg">
          Ver preços
        </ButtonLink>
      </PageHero>
      <Section id="recursos" eyebrow="Recursos" title="Tudo o que sua equipe precisa em um só lugar" lead="Contas a partir de 5 GB, com segurança e produtividade incluídas.">
        <FeatureGrid features={features} />
      </Section>
      <Section id="imap-pop3" tone="tint" eyebrow="Como configurar" title="IMAP ou POP3: qual usar?" lead="Os dois recebem e-mails. A diferença é onde as mensagens ficam guardadas.">
        <div className="grid gap-5 md:grid-cols-2">
          <Card>
            <h3 className="text-xl font-semibold text-slate-900">IMAP: recomendado</h3>
            <p className="mt-3">
              As mensagens ficam no servidor e aparecem iguais no celular, no notebook e no webmail. Apagou em um lugar,
              apagou em todos. Ideal para quem usa mais de um aparelho.
            </p>
          </Card>
          <Card>
            <h3 className="text-xl font-semibold text-slate-900">POP3: para um só computador</h3>
            <p className="mt-3">
              As mensagens são baixadas para um único computador. Se quiser, mantemos uma cópia no servidor por 14 dias,
              para você não perder nada se o computador falhar.
            </p>
          </Card>
        </div>
        <Card className="mt-5">
          <h3 className="text-xl font-semibold text-slate-900">Dados técnicos</h3>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {settingsRows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-slate-900">{term}</dt>
                <dd className="text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Section>
      <Section id="planos" eyebrow="Preço" title="Preço claro, sem surpresa" lead="Contas a partir de 5 GB. Promoção para quem está começando:">
        <PlansCard
          title={email.plan.title}
          price={formatBRL(email.packPrice)}
          period={email.plan.period}
          note={email.plan.note || undefined}
          items={email.plan.items}
          ctaHref={quote}
          ctaLabel={email.plan.cta}
        />
      </Section>
      <ContactBand
        settings={settings}
        title="Pronto para usar seu domínio no e-mail?"
        lead="Criamos as contas, migramos as mensagens antigas e configuramos os aparelhos da equipe."
        whatsappHref={quote}
        whatsappLabel="Orçamento no WhatsApp"
      />
      <JsonLd
        data={[
          serviceJsonLd({
            name: 'E-mail Corporativo',
            description: EMAIL_DESCRIPTION,
            path: '/email-corporativo',
            offer: { price: email.packPrice / 100, description: 'Pacote de 5 contas de 3 GB, cobrança anual' },
          }),
          breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Início', path: '/' },
            { name: 'E-mail Corporativo', path: '/email-corporativo' },
          ]),
        ]}
      />
    </>
  )
}
