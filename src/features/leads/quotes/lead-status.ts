/** The stages a lead goes through, changed by staff in the admin. */
export const LEAD_STATUSES = [
  { label: 'Novo', value: 'novo' },
  { label: 'Em contato', value: 'em-contato' },
  { label: 'Proposta enviada', value: 'proposta-enviada' },
  { label: 'Ganho', value: 'ganho' },
  { label: 'Perdido', value: 'perdido' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']
