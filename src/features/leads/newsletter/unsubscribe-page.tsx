import Link from 'next/link'

import { formatDate } from '@/lib/format'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { PageHero } from '@/ui/page-hero'

import { getSubscriptionByToken } from '../queries'

/**
 * /newsletter/cancelar?token=…: the link in every newsletter e-mail. Opening it changes nothing (mail
 * scanners open links too); the button posts the cancellation, which works without JavaScript.
 */
export async function UnsubscribePage({ token }: { token?: string }) {
  const subscription = await getSubscriptionByToken(token)
  const title = !subscription ? 'Link inválido' : subscription.unsubscribedAt ? 'Inscrição cancelada' : 'Cancelar a newsletter'
  return (
    <>
      <PageHero eyebrow="Newsletter" title={title} />
      <section className="py-14 sm:py-20">
        <div className="container-page max-w-2xl">
          <Card className="p-6 sm:p-8">
            {!subscription ? (
              <p className="text-lg text-slate-700">
                Não encontramos uma inscrição para este link. Use o link do e-mail mais recente que você recebeu ou
                escreva para nós pelo endereço da <Link href="/privacidade" className="font-semibold text-brand-700 underline">política de privacidade</Link>.
              </p>
            ) : subscription.unsubscribedAt ? (
              <div role="status">
                <p className="text-lg text-slate-700">
                  O e-mail <strong className="text-slate-900">{subscription.maskedEmail}</strong> não recebe mais nossa
                  newsletter desde {formatDate(subscription.unsubscribedAt)}.
                </p>
                <p className="mt-4 text-slate-700">Mudou de ideia? Assine de novo no rodapé de qualquer página do site.</p>
              </div>
            ) : (
              <form action="/api/newsletter/cancelar" method="post">
                <input type="hidden" name="token" value={token} />
                <p className="text-lg text-slate-700">
                  O e-mail <strong className="text-slate-900">{subscription.maskedEmail}</strong> vai deixar de receber
                  nossas novidades. Guardamos a data do cancelamento como registro do seu pedido.
                </p>
                <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
                  Cancelar inscrição
                </Button>
                <p className="mt-4 text-sm text-slate-600">Se chegou aqui por engano, é só fechar esta página: nada muda.</p>
              </form>
            )}
          </Card>
        </div>
      </section>
    </>
  )
}
