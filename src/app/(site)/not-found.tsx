import { NotFoundPanel } from '@/features/site/not-found-panel'

export const metadata = { title: 'Página não encontrada', robots: { index: false, follow: true } }

export default function NotFound() {
  return <NotFoundPanel />
}
