import { formatBRL } from '@/lib/format'

/** A list cell showing centavos as reais ('R$ 297,00'). */
export function BRLCell({ cellData }: { cellData?: unknown }) {
  return <span>{typeof cellData === 'number' ? formatBRL(cellData) : '—'}</span>
}
