/**
 * The newsletter's texts, with no imports: the footer's form (a client island on every page) and the
 * server's handler read the same words, so what the visitor sees is exactly what is stored.
 */

/** Shown under the footer's 'Assinar' button and stored with each subscription. */
export const NEWSLETTER_CONSENT_TEXT =
  'Ao assinar, você aceita receber nossas novidades por e-mail. Cancele quando quiser pelo link em cada mensagem.'
/** Bump when the text changes; v1 was 'Quero receber novidades por e-mail. Posso cancelar quando quiser.' */
export const NEWSLETTER_CONSENT_VERSION = 'newsletter-v2'

/** Where the footer's form comes back to without JavaScript: `#newsletter-<state>` (shown with :target). */
export type NewsletterState = 'inscrito' | 'reativado' | 'ja-inscrito' | 'erro' | 'limite'

export const NEWSLETTER_MESSAGES: Record<NewsletterState, string> = {
  inscrito: 'Inscrição confirmada! Você vai receber nossas novidades por e-mail.',
  reativado: 'Que bom ter você de volta! Sua inscrição foi reativada.',
  'ja-inscrito': 'Este e-mail já está inscrito. Obrigado por continuar com a gente!',
  erro: 'Informe um e-mail válido, como nome@empresa.com.br.',
  limite: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
}

/** The page that confirms a cancellation; the link in every newsletter e-mail points here. */
export const UNSUBSCRIBE_PATH = '/newsletter/cancelar'
export const unsubscribePath = (token: string) => `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`
