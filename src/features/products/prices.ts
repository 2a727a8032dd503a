/** The product prices stated on the site, in centavos (spec section 9). */
export const EMAIL_PACK_PRICE = 433_00
export const CHAT_PLAN_PRICE = 1_533_00
export const CHAT_MIN_USERS = 5
export const TEMPLATES_DISCOUNT = 10
export const CHAT_DISCOUNT = 20
