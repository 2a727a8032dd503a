import { Download, Mail, Upload } from 'lucide-react'
import type { Metadata } from 'next'

import { OrderState } from '@/features/store/order-state'
import { getOrderSummary } from '@/features/store/queries'
import { buildMetadata } from '@/lib/seo'
import { ButtonLink } from '@/ui/button'

export const metadata: Metadata = buildMetadata({
  title: 'Pagamento aprovado',
  description: 'Obrigado pela compra! Enviamos o link de download para o seu e-mail.',
  path: '/payment-success',
  noindex: true,
})

const steps = [
  { Icon: Mail, title: 'Confira seu e-mail', text: 'Enviamos o link de download para o e-mail informado no pagamento. Veja também a caixa de spam.' },
  { Icon: Download, title: 'Baixe o arquivo .wix', text: 'O link vale por 7 dias e permite 5 downloads.' },
  { Icon: Upload, title: 'Importe no editor', text: 'Importe o arquivo no editor do Wix, troque textos e fotos e publique.' },
]

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sessionId = (await searchParams).session_id
  const order = typeof sessionId === 'string' ? await getOrderSummary(sessionId) : null
  return (
    <section className="container-page max-w-3xl py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Pagamento Aprovado!</h1>
      <p className="mt-4 text-lg text-slate-600">Obrigado pela compra! Veja os próximos passos.</p>
      <OrderState order={order} />
      <h2 className="mt-10 text-2xl font-bold text-slate-900">Próximos passos</h2>
      <ol className="mt-6 grid gap-4 text-left sm:grid-cols-3">
        {steps.map(({ Icon, title, text }, i) => (
          <li key={title} className="rounded-lg border border-slate-200 bg-white p-5">
            <Icon aria-hidden="true" className="size-6 text-brand-700" />
            <p className="mt-2 font-semibold text-slate-900">
              {i + 1}. {title}
            </p>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-slate-700">Você tem 30 dias de suporte grátis por WhatsApp ou e-mail para instalar e personalizar o template.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/templates">Ver mais templates</ButtonLink>
        <ButtonLink href="/" variant="outline">
          Voltar ao início
        </ButtonLink>
      </div>
    </section>
  )
}
