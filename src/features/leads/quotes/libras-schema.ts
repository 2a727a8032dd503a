import * as z from 'zod/mini'

import { LIMITS, SERVICE_TYPES, todayInSaoPaulo } from './libras-fields'

export * from './libras-fields'

/**
 * The Libras quote request: one schema for the browser form and the API handler. The server is the
 * authority; the browser runs the same rules only to answer faster.
 */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)
const blankOrTrimmed = (value: unknown) => blankToUndefined(trimmed(value))

/** zod/mini keeps the browser bundle small (a few KB instead of tens); `pre` is its preprocess. */
const pre = <T extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema)

const optionalText = (max: number, label: string) =>
  pre(
    blankOrTrimmed,
    z.optional(z.string({ error: `${label}: use texto.` }).check(z.maxLength(max, `${label}: use no máximo ${max} caracteres.`))),
  )

const isValidDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y!, m! - 1, d!))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d
}

const toNumber = (value: unknown) => {
  const v = blankOrTrimmed(value)
  if (typeof v !== 'string') return v
  return /^-?\d+([.,]\d+)?$/.test(v) ? Number(v.replace(',', '.')) : v
}

export const librasLeadSchema = z.object({
  nome: pre(
    trimmed,
    z
      .string({ error: 'Informe seu nome.' })
      .check(z.minLength(2, 'Informe seu nome.'), z.maxLength(LIMITS.nome, `Nome: use no máximo ${LIMITS.nome} caracteres.`)),
  ),
  email: pre(
    trimmed,
    z
      .string({ error: 'Informe seu e-mail.' })
      .check(
        z.minLength(1, 'Informe seu e-mail.'),
        z.maxLength(LIMITS.email, 'E-mail longo demais.'),
        z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Informe um e-mail válido, como nome@empresa.com.br.'),
        z.refine((v) => z.email().safeParse(v).success, 'Informe um e-mail válido, como nome@empresa.com.br.'),
      ),
  ),
  telefone: pre(
    blankOrTrimmed,
    z.optional(
      z.string().check(
        z.maxLength(LIMITS.telefone, 'Telefone longo demais.'),
        z.regex(/^\+?[\d\s().-]+$/, 'Informe um telefone válido, como (11) 98765-4321.'),
        z.refine((v) => {
          const digits = v.replace(/\D/g, '').length
          return digits >= 10 && digits <= 13
        }, 'Informe o telefone com DDD, como (11) 98765-4321.'),
      ),
    ),
  ),
  empresa: optionalText(LIMITS.empresa, 'Empresa'),
  tipoServico: pre(blankToUndefined, z.optional(z.enum(SERVICE_TYPES, { error: 'Escolha Presencial SP ou Gravado/Janela.' }))),
  dataEvento: pre(
    blankOrTrimmed,
    z.optional(
      z.string().check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data no formato dd/mm/aaaa.'),
        z.refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || isValidDate(v), 'Informe uma data que exista.'),
        z.refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || !isValidDate(v) || v >= todayInSaoPaulo(), 'A data do evento não pode estar no passado.'),
      ),
    ),
  ),
  local: optionalText(LIMITS.local, 'Local'),
  tamanhoPublico: pre(
    toNumber,
    z.optional(
      z.number({ error: 'Tamanho do público: informe um número de pessoas.' }).check(
        z.refine(Number.isInteger, 'Tamanho do público: informe um número inteiro de pessoas.'),
        z.minimum(1, 'Tamanho do público: informe ao menos 1 pessoa.'),
        z.maximum(LIMITS.tamanhoPublico, `Tamanho do público: no máximo ${LIMITS.tamanhoPublico.toLocaleString('pt-BR')} pessoas.`),
      ),
    ),
  ),
  duracao: optionalText(LIMITS.duracao, 'Duração'),
  linkVideo: pre(
    blankOrTrimmed,
    z.optional(
      z.string().check(
        z.maxLength(LIMITS.linkVideo, 'Link do vídeo longo demais.'),
        z.refine(
          (v) => z.url({ protocol: /^https?$/, hostname: /\./ }).safeParse(v).success,
          'Informe um link que comece com http:// ou https://.',
        ),
      ),
    ),
  ),
  descricao: optionalText(LIMITS.descricao, 'Descrição'),
  lgpdConsent: pre(
    (v) => v === true || v === 'true' || v === 'on' || v === '1',
    z.literal(true, { error: 'Para enviarmos o orçamento, marque a autorização de contato.' }),
  ),
})

export type LibrasLeadInput = z.input<typeof librasLeadSchema>
export type LibrasLead = z.output<typeof librasLeadSchema>
