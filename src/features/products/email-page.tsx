import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { env } from '@/lib/env'
import { formatBRL } from '@/lib/format'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { Card } from '@/ui/card'
import { PageHero } from '@/ui/page-hero'

import { ContactBand } from './contact-band'
import { FeatureGrid } from './feature-grid'
import { PlansCard } from './plans-card'
import { serviceJsonLd } from './products-json-ld'
import { getEmailPage } from './queries'
import { Section } from '@/ui/section'

/** /email-corporativo */
export async function EmailPage() {
  const [settings, email] = await Promise.all([getSiteSettings(), getEmailPage()])
  const { hero, features, setup, planSection, contact } = email
  const quote = whatsappLink(settings.whatsappNumber, { page: 'E-mail Corporativo', detail: 'orçamento' }, settings.brandName)
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ButtonLink href={quote} external variant="whatsapp" size="lg">
          {hero.cta}
        </ButtonLink>
        <ButtonLink href="#planos" variant="inverse" size="lg">
          {hero.secondaryCta}
        </ButtonLink>
      </PageHero>
      <Section id="recursos" eyebrow={features.eyebrow} title={features.title} lead={features.lead || undefined}>
        <FeatureGrid features={features.items} />
      </Section>
      <Section id="imap-pop3" tone="tint" eyebrow={setup.eyebrow} title={setup.title} lead={setup.lead || undefined}>
        <div className="grid gap-5 md:grid-cols-2">
          {setup.cards.map((card, index) => (
            <Card key={`${index}-${card.title}`}>
              <h3 className="text-xl font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-3">{card.text}</p>
            </Card>
          ))}
        </div>
        <Card className="mt-5">
          <h3 className="text-xl font-semibold text-slate-900">{setup.settingsTitle}</h3>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {setup.settings.map(({ term, value }, index) => (
              <div key={`${index}-${term}`} className="contents">
                <dt className="font-semibold text-slate-900">{term}</dt>
                <dd className="text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Section>
      <Section id="planos" eyebrow={planSection.eyebrow} title={planSection.title} lead={planSection.lead || undefined}>
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
        eyebrow={contact.eyebrow}
        title={contact.title}
        lead={contact.lead}
        whatsappHref={quote}
        whatsappLabel={contact.cta}
      />
      <JsonLd
        data={[
          serviceJsonLd({
            name: 'E-mail Corporativo',
            description: hero.lead,
            path: '/email-corporativo',
            offer: { price: email.packPrice / 100, description: email.offerDescription },
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
