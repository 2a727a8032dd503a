import { describe, expect, it } from 'vitest'

import { COMMON_LONG_PASSWORDS } from './common-passwords'
import { passwordProblem } from './password-policy'

describe('passwordProblem', () => {
  it('accepts long, uncommon passwords and passphrases', () => {
    for (const good of ['cafe-com-pao-de-queijo-42', 'Tr3m azul passa às 7h', 'girafa violeta come pizza', 'v9#Lq2!xWm7$pR']) {
      expect(passwordProblem(good, 'ana@agencia.com.br'), good).toBeNull()
    }
  })

  it('refuses short passwords', () => {
    expect(passwordProblem('curta123')).toMatch(/pelo menos 12 caracteres/)
    expect(passwordProblem('123')).toMatch(/pelo menos 12 caracteres/)
  })

  it('refuses every bundled leak-list password', () => {
    for (const common of COMMON_LONG_PASSWORDS) expect(passwordProblem(common), common).toMatch(/muito comum/)
  })

  it('refuses common words dressed up with digits, years, symbols and leetspeak', () => {
    for (const weak of ['Senha@123456', 'Flamengo2026!', 'P@ssw0rd2026!', 'minhasenha2026', 'AdminAdmin2026', '2026#Corinthians', 'Brasil@2026!!']) {
      expect(passwordProblem(weak), weak).toMatch(/muito comum/)
    }
  })

  it('refuses keyboard walks, sequences and repetitions', () => {
    for (const weak of ['aaaaaaaaaaaaaa', '12345678901234', '1qaz2wsx3edc4r', 'qwertyuiop1234', 'abcdefgh1234', 'abcabcabcabc', 'zaq12wsxcde34', '9876543210ab']) {
      expect(passwordProblem(weak), weak).toMatch(/muito comum/)
    }
  })

  it('refuses passwords built from the e-mail', () => {
    expect(passwordProblem('mariana.souza2026', 'mariana.souza@agencia.com.br')).toMatch(/e-mail/)
    expect(passwordProblem('Xsouza!!-7734-ab', 'mariana.souza@agencia.com.br')).toMatch(/e-mail/)
  })
})
