import { NotFoundMessage } from '@/features/site/not-found-message'

export default function NotFound() {
  return <NotFoundMessage title="Template não encontrado" text="O template que você está procurando não existe ou saiu do catálogo." backHref="/templates" backLabel="Voltar para Templates" />
}
