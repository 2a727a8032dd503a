import type { LibrasField } from './libras-fields'

export const SUCCESS_MESSAGE = 'Recebemos seu pedido! Entraremos em contato em breve.'
export const FAILURE_MESSAGE = 'Não foi possível enviar. Tente novamente.'

/** Why a submission failed: over the rate limit, too large, fields to fix, or the server could not store it. */
export type LibrasProblem = 'limite' | 'grande' | 'erro' | 'falha'

export const PROBLEM_MESSAGES: Record<LibrasProblem, string> = {
  limite: 'Muitos pedidos enviados daqui. Aguarde alguns minutos e tente de novo.',
  grande: 'O pedido é grande demais. Resuma a descrição e tente de novo.',
  erro: 'Confira os campos destacados.',
  falha: 'Não foi possível registrar seu pedido agora. Tente novamente em instantes.',
}

/** The spec's failure text, followed by the server's own hint when it gave one (429, 413…). */
export function failureMessage(serverHint?: unknown): string {
  const hint = typeof serverHint === 'string' ? serverHint.trim() : ''
  return hint && hint !== FAILURE_MESSAGE ? `${FAILURE_MESSAGE} ${hint}` : FAILURE_MESSAGE
}

export type LibrasValues = Partial<Record<LibrasField, string>>

/**
 * The one state of a quote submission, wherever it is shown: the server action's answer (the page rendered
 * again without JavaScript), the JSON API's (mapped to its status and body) and the form in the browser.
 * `values` keeps everything typed after a failure, so nothing is lost.
 */
export type LibrasFormResult = {
  phase: 'idle' | 'sending' | 'success' | 'failure'
  message?: string
  problem?: LibrasProblem
  retryAfterSeconds?: number
  errors: Partial<Record<LibrasField, string>>
  values: LibrasValues
}

export const IDLE: LibrasFormResult = { phase: 'idle', errors: {}, values: {} }

/** The visitor's message for a failure: the spec's text, then what they can do about it. */
export function problemMessage(problem: LibrasProblem): string {
  return problem === 'falha' ? FAILURE_MESSAGE : problem === 'erro' ? `${FAILURE_MESSAGE} ${PROBLEM_MESSAGES.erro}` : failureMessage(PROBLEM_MESSAGES[problem])
}
