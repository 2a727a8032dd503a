import Link from 'next/link'

import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { PageHero } from '@/ui/page-hero'

import { CONFIRM_MESSAGES } from './newsletter-confirmation'
import { getPendingConfirmation } from '../queries'

/**
 * /newsletter/confirmar?token=…: the link of the double opt-in e-mail. Opening it changes nothing (mail
 * scanners open links too); the button posts the confirmation, which works without JavaScript.
 */
export async function ConfirmSubscriptionPage({ token, confirmed }: { token?: string; confirmed: boolean }) {
  const pending = confirmed ? null : await getPendingConfirmation(token)
  const title = confirmed ? 'Inscrição confirmada' : pending ? 'Confirmar a newsletter' : 'Link inválido'
  return (
    <>
      <PageHero eyebrow="Newsletter" title={title} />
      <section className="py-14 sm:py-20">
        <div className="container-page max-w-2xl">
          <Card className="p-6 sm:p-8">
            {confirmed ? (
              <p role="status" className="text-lg text-slate-700">
                {CONFIRM_MESSAGES.confirmada} Cada mensagem traz um link para cancelar quando quiser.
              </p>
            ) : pending ? (
              <form action="/api/newsletter/confirmar" method="post">
                <input type="hidden" name="token" value={token} />
                <p className="text-lg text-slate-700">
                  Confirme que o e-mail <strong className="text-slate-900">{pending.maskedEmail}</strong> quer receber a
                  nossa newsletter. Guardamos a data da confirmação como registro do seu consentimento.
                </p>
                <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
                  Confirmar inscrição
                </Button>
                <p className="mt-4 text-sm text-slate-600">Não pediu a inscrição? É só fechar esta página: nada muda.</p>
              </form>
            ) : (
              <p className="text-lg text-slate-700">
                {CONFIRM_MESSAGES.invalido} Dúvidas: veja a{' '}
                <Link href="/privacidade" className="font-semibold text-brand-700 underline">
                  política de privacidade
                </Link>
                .
              </p>
            )}
          </Card>
        </div>
      </section>
    </>
  )
}
