import type { Metadata } from 'next'

import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { ACTIONS_CLASS } from '@/features/store/orders/page-actions'
import { buildMetadata } from '@/lib/seo'
import { ButtonLink } from '@/ui/button'

export const metadata: Metadata = buildMetadata({
  title: 'Pagamento cancelado',
  description: 'O pagamento foi cancelado e nenhuma cobrança foi feita.',
  path: '/payment-canceled',
  noindex: true,
})

export default async function Page() {
  const settings = await getSiteSettings()
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Pagamento Cancelado</h1>
      <p className="mt-4 text-lg text-slate-600">
        O pagamento foi cancelado e nenhuma cobrança foi feita. Você pode escolher o template de novo quando quiser.
      </p>
      <div className={ACTIONS_CLASS}>
        <ButtonLink href="/templates">Voltar para Templates</ButtonLink>
        <ButtonLink
          href={whatsappLink(settings.whatsappNumber, { page: 'Pagamento cancelado' }, settings.brandName)}
          external
          variant="whatsapp"
        >
          Falar com o suporte no WhatsApp<span className="sr-only"> (abre em nova aba)</span>
        </ButtonLink>
      </div>
    </section>
  )
}
