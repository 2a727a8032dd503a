const TIME_ZONE = 'America/Sao_Paulo'

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** Money in reais from centavos (integers), e.g. 123456 → 'R$ 1.234,56'. */
export function formatBRL(centavos: number): string {
  // Intl puts a no-break space after 'R$'; a plain space reads the same and is easier to match.
  return brl.format(centavos / 100).replace(/\u00a0/g, ' ')
}

const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE })
const shortDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE })

/** A date in pt-BR, São Paulo time: '22 de novembro de 2026' (long) or '22/11/2026' (short). */
export function formatDate(value: string | Date, style: 'long' | 'short' = 'long'): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return (style === 'long' ? longDate : shortDate).format(date)
}
