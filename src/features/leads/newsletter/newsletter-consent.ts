/**
 * The newsletter's texts, with no imports: the footer's form (a client island on every page) and the
 * server's handler read the same words, so what the visitor sees is exactly what is stored.
 */

/** Shown under the footer's 'Assinar' button and stored with each subscription. */
export const NEWSLETTER_CONSENT_TEXT =
  'Ao assinar, você aceita receber nossas novidades por e-mail. Cancele quando quiser pelo link em cada mensagem.'
/** Bump when the text changes; v1 was 'Quero receber novidades por e-mail. Posso cancelar quando quiser.' */
export const NEWSLETTER_CONSENT_VERSION = 'newsletter-v2'

/**
 * Where the footer's form comes back to without JavaScript: `#newsletter-<state>` (shown with :target).
 * `confirme` is the one answer for every valid address (new, pending, confirmed or cancelled): the page
 * never tells anyone whether an address is subscribed (double opt-in, newsletter-handler.ts).
 */
export type NewsletterState = 'confirme' | 'erro' | 'limite'

export const NEWSLETTER_MESSAGES: Record<NewsletterState, string> = {
  confirme: 'Quase lá! Se este e-mail ainda não recebe nossa newsletter, enviamos um link para confirmar a inscrição. Ela só começa depois da confirmação.',
  erro: 'Informe um e-mail válido, como nome@empresa.com.br.',
  limite: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
}

/** The page of the double opt-in link (the confirmation e-mail points here; its button confirms). */
export const CONFIRM_PATH = '/newsletter/confirmar'
export const confirmPath = (token: string) => `${CONFIRM_PATH}?token=${encodeURIComponent(token)}`

/** The page that confirms a cancellation; the link in every newsletter e-mail points here. */
export const UNSUBSCRIBE_PATH = '/newsletter/cancelar'
export const unsubscribePath = (token: string) => `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`
