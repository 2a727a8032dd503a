/** The coupon refusal buyers read (kept apart so the pages need no database code). */
export const COUPON_ERROR = 'Cupom inválido, expirado ou esgotado.'
