/** The product prices stated on the site, in centavos (spec section 9). */
export const EMAIL_PACK_PRICE = 433_00
export const CHAT_PLAN_PRICE = 1_533_00
export const CHAT_MIN_USERS = 5
export const TEMPLATES_DISCOUNT = 10
export const CHAT_DISCOUNT = 20

/** A price (centavos) after a percentage discount, rounded to the centavo. */
export const discounted = (centavos: number, percent: number): number => Math.round((centavos * (100 - percent)) / 100)

/** The chat plan's first year with the promotion (R$ 1.533,00 − 20% = R$ 1.226,40). */
export const CHAT_FIRST_YEAR_PRICE = discounted(CHAT_PLAN_PRICE, CHAT_DISCOUNT)
