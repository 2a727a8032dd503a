import { NotFoundMessage } from '@/features/site/not-found-message'

export default function NotFound() {
  return <NotFoundMessage title="Case não encontrado" text="O case que você está procurando não existe." backHref="/cases" backLabel="Voltar para Cases" />
}
