import { text } from '@/kit/page-copy'

/**
 * The agency's reply promise and business hours ('Configurações do site' > Atendimento): one place for the
 * contact cards of the home and the product pages and the call to action of a case page.
 */
export type ServiceHours = { replyTime: string; businessHours: string }

export const SERVICE_HOURS_DEFAULTS: ServiceHours = {
  replyTime: 'Resposta: Em até 2 horas úteis',
  businessHours: 'De segunda a sexta, das 9h às 18h',
}

/** The two texts from the raw global; an empty field reads as today's text. */
export function toServiceHours(doc: Record<string, unknown>): ServiceHours {
  return {
    replyTime: text(doc.replyTime, SERVICE_HOURS_DEFAULTS.replyTime),
    businessHours: text(doc.businessHours, SERVICE_HOURS_DEFAULTS.businessHours),
  }
}

/** A sentence followed by the reply promise as its own sentence: 'Converse com a nossa equipe. Resposta: …' */
export const withReplyTime = (sentence: string, replyTime: string) => {
  const end = (text: string) => (text && !/[.!?]$/.test(text) ? `${text}.` : text)
  return [end(sentence.trim()), end(replyTime.trim().replace(/[.\s]*$/, ''))].filter(Boolean).join(' ')
}
