import type { TextFieldSingleValidation } from 'payload'
import { describe, expect, it } from 'vitest'

import { countTextField, countWords, fillCounts, missingPlaceholderError, type CountWord } from './count-text'

const steps: CountWord = { placeholder: 'etapas', one: 'etapa', many: 'etapas' }
const users: CountWord = { placeholder: 'usuarios', one: 'usuário', many: 'usuários' }

describe('texts with a count placeholder', () => {
  it('fill the placeholder with the number and its word, singular for one', () => {
    expect(fillCounts('Do pedido à entrega em {etapas}', [[steps, 5]])).toBe('Do pedido à entrega em 5 etapas')
    expect(fillCounts('Do pedido à entrega em {etapas}', [[steps, 1]])).toBe('Do pedido à entrega em 1 etapa')
    expect(fillCounts('{usuarios} ou mais; {etapas}, {etapas}', [[users, 3], [steps, 2]])).toBe('3 usuários ou mais; 2 etapas, 2 etapas')
    expect(fillCounts('Sem número', [[steps, 4]])).toBe('Sem número')
    expect(countWords(0, users)).toBe('0 usuários')
  })

  it('refuse, in Portuguese, a text that lost its placeholder; an empty one is left to the required check', () => {
    expect(missingPlaceholderError('Mínimo de {usuarios}.', users)).toBeNull()
    expect(missingPlaceholderError('Mínimo de 5 usuários.', users)).toBe('Mantenha {usuarios} no texto: no site ele vira o número com a palavra, por exemplo "5 usuários" ou "1 usuário".')
    expect(missingPlaceholderError('', users)).toBeNull()
  })
})

describe('the admin field of such a text', () => {
  const field = countTextField({ name: 'title', label: 'Título', word: steps, where: 'Título da seção das etapas.', maxLength: 20 })
  const validate = field.validate as TextFieldSingleValidation
  const options = { required: true, maxLength: 20, req: { payload: { config: {} }, t: (key: string) => key } } as unknown as Parameters<TextFieldSingleValidation>[1]

  it('names the placeholder in its description and is required', () => {
    expect(field.required).toBe(true)
    expect(field.admin?.description).toBe('Título da seção das etapas. {etapas} vira, por exemplo, "5 etapas": mantenha-o no texto.')
  })

  it('accepts a text with the placeholder; refuses one without it, an empty one and one too long', () => {
    expect(validate('Em {etapas}', options)).toBe(true)
    expect(validate('Em 5 etapas', options)).toMatch(/^Mantenha \{etapas\} no texto/)
    expect(validate('', options)).toBe('validation:required')
    expect(validate('Do pedido à entrega em {etapas}', options)).toBe('validation:shorterThanMax')
  })
})
