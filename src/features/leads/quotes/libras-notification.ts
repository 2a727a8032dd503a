import type { Payload } from 'payload'

import { sendEmail } from '@/features/email/send-email'
import { env } from '@/lib/env'

import { agencyContact, escapeHtml } from '../agency-contact'
import type { LibrasLead } from './libras-schema'

/** Tells the agency a Libras quote request arrived. Never throws: the lead is already stored. */
export async function notifyLibrasLead(payload: Payload, lead: Omit<LibrasLead, 'lgpdConsent'> & { id: number | string }): Promise<void> {
  try {
    const rows: [string, string | number | undefined][] = [
      ['Nome', lead.nome],
      ['E-mail', lead.email],
      ['Telefone', lead.telefone],
      ['Empresa', lead.empresa],
      ['Tipo de serviço', lead.tipoServico],
      ['Data do evento', lead.dataEvento?.split('-').reverse().join('/')],
      ['Local', lead.local],
      ['Tamanho do público', lead.tamanhoPublico],
      ['Duração', lead.duracao],
      ['Link do vídeo', lead.linkVideo],
      ['Descrição', lead.descricao],
    ]
    const filled = rows.filter(([, value]) => value !== undefined && value !== '') as [string, string | number][]
    const adminUrl = `${env.SITE_URL}/admin/collections/leads/${lead.id}`
    const text = [
      'Novo pedido de orçamento de intérprete de Libras.',
      '',
      ...filled.map(([label, value]) => `${label}: ${value}`),
      '',
      `Ver no painel: ${adminUrl}`,
      'Prazo prometido: proposta em até 24 horas úteis.',
    ].join('\n')
    const html = `<p>Novo pedido de orçamento de intérprete de Libras.</p><table>${filled
      .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(String(value))}</td></tr>`)
      .join('')}</table><p><a href="${escapeHtml(adminUrl)}">Ver no painel</a>. Prazo prometido: proposta em até 24 horas úteis.</p>`
    await sendEmail(payload, {
      to: (await agencyContact(payload)).contactEmail,
      subject: `Orçamento de Libras: ${lead.nome}`,
      text,
      html,
      replyTo: lead.email,
    })
  } catch (error) {
    payload.logger.error({ msg: 'Aviso de lead por e-mail falhou (o lead está salvo)', leadId: lead.id, error: String(error) })
  }
}
