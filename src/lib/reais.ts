/** The largest price staff may type: anything above is a typo (an extra zero or centavos typed as reais). */
export const MAX_PRICE_CENTAVOS = 1_000_000_00

export type ParsedReais = { ok: true; centavos: number } | { ok: false; error: string }

/**
 * A price typed by staff in reais, the Brazilian way ('1.533,00', '1533,00', '1533', 'R$ 433'), to
 * centavos. Refuses anything else with a pt-BR message: negative, zero, more than two decimals, absurd.
 */
export function parseReais(input: unknown): ParsedReais {
  const text = typeof input === 'number' ? String(input).replace('.', ',') : typeof input === 'string' ? input : ''
  const clean = text.replace(/^\s*R\$\s*/i, '').replace(/\s+/g, '')
  if (!clean) return { ok: false, error: 'Informe o preço em reais, por exemplo 1.533,00.' }
  if (clean.startsWith('-')) return { ok: false, error: 'O preço não pode ser negativo.' }
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(clean)
  if (!match) return { ok: false, error: 'Use o formato de reais, por exemplo 1.533,00 (ponto nos milhares, vírgula nos centavos).' }
  const centavos = Number((match[1] ?? '').replace(/\./g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
  if (centavos <= 0) return { ok: false, error: 'O preço deve ser maior que zero.' }
  if (centavos > MAX_PRICE_CENTAVOS) return { ok: false, error: 'Preço alto demais: o máximo é R$ 1.000.000,00. Confira se não digitou centavos como reais.' }
  return { ok: true, centavos }
}

/** Centavos as staff type them: 153300 → '1.533,00' (no currency sign). */
export function formatReais(centavos: number): string {
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(centavos / 100)
}
