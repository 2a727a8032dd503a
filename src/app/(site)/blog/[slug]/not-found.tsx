import { NotFoundMessage } from '@/features/site/not-found-message'

export default function NotFound() {
  return <NotFoundMessage title="Post não encontrado" text="O post que você está procurando não existe." backHref="/blog" backLabel="Voltar ao Blog" />
}
