import { NotFoundMessage } from '@/features/site/not-found-message'

export const metadata = { title: 'Case não encontrado', robots: { index: false, follow: true } }

export default function NotFound() {
  return <NotFoundMessage title="Case não encontrado" text="O case que você está procurando não existe." backHref="/cases" backLabel="Voltar para Cases" />
}
