import { describe, expect, it } from 'vitest'

import { SERVICE_HOURS_DEFAULTS, toServiceHours, withReplyTime } from './service-hours'

describe("the reply promise and business hours ('Configurações do site' > Atendimento)", () => {
  it("reads today's texts while the fields are empty or missing", () => {
    expect(toServiceHours({})).toEqual({ replyTime: 'Resposta: Em até 2 horas úteis', businessHours: 'De segunda a sexta, das 9h às 18h' })
    expect(toServiceHours({ replyTime: '  ', businessHours: null })).toEqual(SERVICE_HOURS_DEFAULTS)
  })

  it('reads what staff typed', () => {
    expect(toServiceHours({ replyTime: 'Resposta: Em até 1 hora útil', businessHours: 'Todos os dias, das 8h às 20h' })).toEqual({
      replyTime: 'Resposta: Em até 1 hora útil',
      businessHours: 'Todos os dias, das 8h às 20h',
    })
  })

  it("puts the promise after a case page's call to action as its own sentence, with one final period", () => {
    expect(withReplyTime('Converse com a nossa equipe.', SERVICE_HOURS_DEFAULTS.replyTime)).toBe('Converse com a nossa equipe. Resposta: Em até 2 horas úteis.')
    expect(withReplyTime('Fale conosco.', 'Resposta no mesmo dia.')).toBe('Fale conosco. Resposta no mesmo dia.')
    expect(withReplyTime('', 'Resposta no mesmo dia')).toBe('Resposta no mesmo dia.')
    expect(withReplyTime('Fale com a equipe', 'Resposta no mesmo dia')).toBe('Fale com a equipe. Resposta no mesmo dia.')
    expect(withReplyTime('Vamos conversar?', '')).toBe('Vamos conversar?')
  })
})
