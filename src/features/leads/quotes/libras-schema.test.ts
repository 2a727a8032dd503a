import { afterEach, describe, expect, it, vi } from 'vitest'

import { fieldErrors, LIBRAS_FIELDS, LIMITS, librasLeadSchema, todayInSaoPaulo } from './libras-schema'

const base = { nome: 'João Lima', email: 'joao@empresa.com.br', lgpdConsent: true }
const errorsOf = (input: Record<string, unknown>) => {
  const result = librasLeadSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

afterEach(() => vi.useRealTimers())

describe('librasLeadSchema', () => {
  it('has exactly the fields the form and the handler list', () => {
    expect(Object.keys(librasLeadSchema.shape)).toEqual([...LIBRAS_FIELDS])
  })

  it('accepts the three required fields alone, empty optional fields becoming undefined', () => {
    const result = librasLeadSchema.parse({ ...base, telefone: '', empresa: '  ', tipoServico: '', dataEvento: '' })
    expect(result).toEqual({ ...base })
  })

  it('requires nome, email and the LGPD consent', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(['email', 'lgpdConsent', 'nome'])
    expect(errorsOf({ ...base, lgpdConsent: false }).lgpdConsent).toMatch(/autorização/)
    expect(librasLeadSchema.safeParse({ ...base, lgpdConsent: 'on' }).success).toBe(true)
  })

  it('checks the e-mail and phone formats', () => {
    expect(errorsOf({ ...base, email: 'joao@' }).email).toMatch(/e-mail válido/)
    expect(errorsOf({ ...base, telefone: '1234' }).telefone).toMatch(/DDD/)
    expect(errorsOf({ ...base, telefone: 'abc-defg-hijk' }).telefone).toMatch(/telefone válido/)
    expect(errorsOf({ ...base, telefone: '+55 (11) 98765-4321' })).toEqual({})
  })

  it('bounds every text field', () => {
    expect(errorsOf({ ...base, nome: 'a'.repeat(LIMITS.nome + 1) }).nome).toMatch(/120/)
    expect(errorsOf({ ...base, descricao: 'a'.repeat(LIMITS.descricao + 1) }).descricao).toMatch(/5000/)
    expect(errorsOf({ ...base, descricao: 'a'.repeat(LIMITS.descricao) })).toEqual({})
    expect(errorsOf({ ...base, local: 'a'.repeat(LIMITS.local + 1) }).local).toBeDefined()
    expect(errorsOf({ ...base, empresa: 'a'.repeat(LIMITS.empresa + 1) }).empresa).toBeDefined()
    expect(errorsOf({ ...base, duracao: 'a'.repeat(LIMITS.duracao + 1) }).duracao).toBeDefined()
    expect(errorsOf({ ...base, linkVideo: `https://x.com/${'a'.repeat(LIMITS.linkVideo)}` }).linkVideo).toBeDefined()
  })

  it('bounds the e-mail at 254 characters, the phone at 20 and the audience at 100.000 people', () => {
    expect(LIMITS).toMatchObject({ email: 254, telefone: 20, tamanhoPublico: 100_000 })
    const email = (domainLabel: number) => `${'a'.repeat(64)}@${'b'.repeat(domainLabel)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com.br`
    expect(email(60)).toHaveLength(254)
    expect(errorsOf({ ...base, email: email(60) })).toEqual({})
    expect(errorsOf({ ...base, email: email(61) }).email).toBe('E-mail longo demais.')

    const phone = (spaces: number) => `+55 (11)${' '.repeat(spaces)}98765-4321`
    expect(phone(2)).toHaveLength(20)
    expect(errorsOf({ ...base, telefone: phone(2) })).toEqual({})
    expect(errorsOf({ ...base, telefone: phone(3) }).telefone).toBe('Telefone longo demais.')

    expect(librasLeadSchema.parse({ ...base, tamanhoPublico: '100000' }).tamanhoPublico).toBe(100_000)
    expect(errorsOf({ ...base, tamanhoPublico: '100001' }).tamanhoPublico).toBe('Tamanho do público: no máximo 100.000 pessoas.')
  })

  it('accepts only the two service types', () => {
    expect(errorsOf({ ...base, tipoServico: 'Gravado/Janela' })).toEqual({})
    expect(errorsOf({ ...base, tipoServico: 'Online' }).tipoServico).toMatch(/Presencial SP/)
  })

  it('refuses event dates in the past (São Paulo time) and impossible dates', () => {
    vi.useFakeTimers()
    // 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3).
    vi.setSystemTime(new Date('2027-03-10T02:30:00Z'))
    expect(todayInSaoPaulo()).toBe('2027-03-09')
    expect(errorsOf({ ...base, dataEvento: '2027-03-09' })).toEqual({})
    expect(errorsOf({ ...base, dataEvento: '2027-03-08' }).dataEvento).toMatch(/passado/)
    expect(errorsOf({ ...base, dataEvento: '2027-02-30' }).dataEvento).toMatch(/exista/)
    expect(errorsOf({ ...base, dataEvento: '09/03/2027' }).dataEvento).toMatch(/formato/)
  })

  it('accepts only http(s) video links', () => {
    expect(errorsOf({ ...base, linkVideo: 'https://www.youtube.com/watch?v=abc' })).toEqual({})
    expect(errorsOf({ ...base, linkVideo: 'javascript:alert(1)' }).linkVideo).toMatch(/http/)
    expect(errorsOf({ ...base, linkVideo: 'ftp://arquivos.com/v.mp4' }).linkVideo).toMatch(/http/)
  })

  it('takes the audience size as a whole number of people', () => {
    expect(librasLeadSchema.parse({ ...base, tamanhoPublico: '250' }).tamanhoPublico).toBe(250)
    expect(errorsOf({ ...base, tamanhoPublico: '2.5' }).tamanhoPublico).toMatch(/inteiro/)
    expect(errorsOf({ ...base, tamanhoPublico: '0' }).tamanhoPublico).toMatch(/1 pessoa/)
    expect(errorsOf({ ...base, tamanhoPublico: 'muita gente' }).tamanhoPublico).toMatch(/número/)
  })
})
