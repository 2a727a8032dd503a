import { describe, expect, it } from 'vitest'

import { passwordProblem } from './password-policy'

describe('passwordProblem', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('cafe-com-pao-de-queijo-42', 'ana@agencia.com.br')).toBeNull()
  })

  it('refuses short, common, repetitive or e-mail-based passwords, in Portuguese', () => {
    expect(passwordProblem('curta123')).toMatch(/pelo menos 12 caracteres/)
    expect(passwordProblem('Senha@123456')).toMatch(/muito comum/)
    expect(passwordProblem('aaaaaaaaaaaaaa')).toMatch(/muito comum/)
    expect(passwordProblem('12345678901234')).toMatch(/muito comum/)
    expect(passwordProblem('mariana.souza2026', 'mariana.souza@agencia.com.br')).toMatch(/e-mail/)
  })
})
