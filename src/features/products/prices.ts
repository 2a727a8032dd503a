/** A price (centavos) after a percentage discount, rounded to the centavo. */
export const discounted = (centavos: number, percent: number): number => Math.round((centavos * (100 - percent)) / 100)
