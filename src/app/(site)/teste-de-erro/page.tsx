import { notFound } from 'next/navigation'

import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * Browser tests only (TEST_ROUTES=true, set by scripts/test.mjs): an unexpected failure while
 * rendering, so the tests can check the error page. Everywhere else this address does not exist.
 */
export default function FailingPage() {
  if (!env.TEST_ROUTES) notFound()
  throw new Error('Falha simulada para o teste da página de erro')
}
