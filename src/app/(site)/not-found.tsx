import { NotFoundPanel } from '@/features/site/not-found-panel'
import { notFoundMetadata } from '@/features/site/not-found-metadata'

export const metadata = notFoundMetadata(
  'Página não encontrada',
  'O endereço que você acessou não existe. Veja nossos serviços, templates, blog e cases.',
)

export default function NotFound() {
  return <NotFoundPanel />
}
