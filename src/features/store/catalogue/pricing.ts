/** Discount percentage, rounded (spec §5); null when there is no real original price. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || originalPrice <= price || originalPrice <= 0) return null
  return Math.round(((originalPrice - price) / originalPrice) * 100)
}

/** Centavos → reais as a number with two decimals (the public API's unit). */
export const toReais = (centavos: number): number => Math.round(centavos) / 100

/** '1 Template Encontrado' / 'N Templates Encontrados'. */
export const countLabel = (count: number): string =>
  count === 1 ? '1 Template Encontrado' : `${count} Templates Encontrados`
