import type { LibrasField } from './libras-fields'

export const SUCCESS_MESSAGE = 'Recebemos seu pedido! Entraremos em contato em breve.'
export const FAILURE_MESSAGE = 'Não foi possível enviar. Tente novamente.'

/** What a plain (no JavaScript) post that came back with errors shows beside each field. */
export const FIELD_HINTS: Record<LibrasField, string> = {
  nome: 'Informe seu nome.',
  email: 'Informe um e-mail válido, como nome@empresa.com.br.',
  telefone: 'Informe o telefone com DDD, como (11) 98765-4321.',
  empresa: 'Use no máximo 120 caracteres.',
  tipoServico: 'Escolha Presencial SP ou Gravado/Janela.',
  dataEvento: 'Informe uma data de hoje em diante.',
  local: 'Use no máximo 200 caracteres.',
  tamanhoPublico: 'Informe um número inteiro de pessoas.',
  duracao: 'Use no máximo 60 caracteres.',
  linkVideo: 'Informe um link que comece com http:// ou https://.',
  descricao: 'Use no máximo 5.000 caracteres.',
  lgpdConsent: 'Para enviarmos o orçamento, marque a autorização de contato.',
}

/** Messages for the states a plain post comes back with (`?orcamento=`). */
export const STATE_MESSAGES = {
  enviado: SUCCESS_MESSAGE,
  erro: `${FAILURE_MESSAGE} Confira os campos destacados.`,
  grande: `${FAILURE_MESSAGE} O texto ficou grande demais: resuma a descrição.`,
  limite: `${FAILURE_MESSAGE} Muitos pedidos enviados daqui: aguarde alguns minutos.`,
  falha: FAILURE_MESSAGE,
} as const

export type FormState = keyof typeof STATE_MESSAGES

/** The spec's failure text, followed by the server's own hint when it gave one (429, 413…). */
export function failureMessage(serverHint?: unknown): string {
  const hint = typeof serverHint === 'string' ? serverHint.trim() : ''
  return hint && hint !== FAILURE_MESSAGE ? `${FAILURE_MESSAGE} ${hint}` : FAILURE_MESSAGE
}

export type LibrasValues = Partial<Record<LibrasField, string>>

/**
 * What the form shows after a submission rendered by the server (no JavaScript): the message, the
 * fields to fix and, after a failure, everything the visitor typed, so nothing is lost.
 */
export type LibrasFormResult = {
  phase: 'idle' | 'success' | 'failure'
  message?: string
  errors: Partial<Record<LibrasField, string>>
  values: LibrasValues
}
