/**
 * The Libras form's constants, with no validation library: the browser form imports these up front
 * and loads the zod schema (libras-schema.ts) only when the visitor starts filling the form.
 */
/** The page of the form (the source page stored with each lead, and where a plain post comes back to). */
export const LIBRAS_PAGE = '/servicos/libras'

export const LIBRAS_CONSENT_TEXT = 'Autorizo o contato para fins de orçamento, conforme LGPD.'
/** Bump when the consent text changes, so each lead records which text the visitor accepted. */
export const LIBRAS_CONSENT_VERSION = 'libras-orcamento-v1'

export const SERVICE_TYPES = ['Presencial SP', 'Gravado/Janela'] as const

export const LIMITS = {
  nome: 120,
  email: 254,
  telefone: 20,
  empresa: 120,
  local: 200,
  tamanhoPublico: 100_000,
  duracao: 60,
  linkVideo: 500,
  descricao: 5000,
} as const

/** Today's date (YYYY-MM-DD) in São Paulo, where the events happen. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

export const LIBRAS_FIELDS = [
  'nome',
  'email',
  'telefone',
  'empresa',
  'tipoServico',
  'dataEvento',
  'local',
  'tamanhoPublico',
  'duracao',
  'linkVideo',
  'descricao',
  'lgpdConsent',
] as const

export type LibrasField = (typeof LIBRAS_FIELDS)[number]

/** The first message per field, in Portuguese, for the form and the 400 answer. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Partial<Record<LibrasField, string>> {
  const result: Partial<Record<LibrasField, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as LibrasField | undefined
    if (field && !(field in result)) result[field] = issue.message
  }
  return result
}
