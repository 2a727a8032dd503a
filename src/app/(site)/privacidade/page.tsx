import type { Metadata } from 'next'

import { getSiteSettings } from '@/features/site/queries'
import { pageMetadata } from '@/features/seo/page-metadata'
import { PageHero } from '@/ui/page-hero'

export const generateMetadata = (): Promise<Metadata> => pageMetadata('/privacidade')

export default async function PrivacyPage() {
  const { brandName, contactEmail } = await getSiteSettings()
  return (
    <>
      <PageHero
        title="Política de privacidade"
        lead="Explicamos, em linguagem simples, quais dados coletamos, para quê e como você controla cada um deles, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018)."
      />
      <article className="container-page max-w-3xl py-12 sm:py-16 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        <p>
          A {brandName} é a controladora dos dados pessoais tratados neste site. Coletamos apenas o necessário para
          responder aos seus pedidos, entregar o que você comprou e melhorar o site.
        </p>
        <h2>Quais dados coletamos e por quê</h2>
        <ul>
          <li>
            <strong>Pedidos de orçamento</strong> (nome, e-mail, telefone, empresa e detalhes do evento): para preparar e
            enviar sua proposta. Base legal: seu consentimento, registrado com data e hora.
          </li>
          <li>
            <strong>Compras de templates</strong> (e-mail e dados do pedido): para enviar o link de download, prestar
            suporte e cumprir obrigações fiscais. Base legal: execução de contrato. Os dados do cartão são digitados
            diretamente na página do provedor de pagamento; nós nunca os recebemos.
          </li>
          <li>
            <strong>Newsletter</strong> (e-mail): para enviar conteúdos que você pediu. Base legal: consentimento,
            registrado com o texto que você aceitou, a versão dele e a data. O e-mail de confirmação e cada newsletter
            trazem um link para <strong>cancelar a inscrição</strong>: ele abre uma página de confirmação e, com um
            clique em “Cancelar inscrição”, os envios param na hora.
          </li>
          <li>
            <strong>Cookies de medição</strong>: só são usados se você aceitar no aviso de cookies. Os cookies
            essenciais, que guardam sua escolha, não exigem consentimento.
          </li>
        </ul>
        <h2>Com quem compartilhamos</h2>
        <p>
          Com o provedor de pagamento (para processar compras) e com nosso provedor de e-mail (para enviar mensagens).
          Não vendemos dados pessoais.
        </p>
        <h2>Por quanto tempo guardamos</h2>
        <p>
          Pedidos de orçamento: até 2 anos após o último contato. Pedidos de compra: pelo prazo exigido pela legislação
          fiscal. Newsletter: enquanto a inscrição estiver ativa; depois do cancelamento guardamos só o e-mail, o consentimento e as datas
          de inscrição e de cancelamento, como prova do seu pedido, e apagamos tudo se você pedir.
        </p>
        <h2>Seus direitos</h2>
        <p>
          Você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados, e revogar consentimentos, pelo
          e-mail <a className="font-semibold text-brand-700 underline" href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          Respondemos em até 15 dias. Você também pode recorrer à Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
        <h2>Segurança</h2>
        <p>
          O site usa conexão criptografada (HTTPS), o acesso ao painel administrativo exige senha individual e as
          tentativas de acesso são limitadas.
        </p>
      </article>
    </>
  )
}
