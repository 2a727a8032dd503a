import type { CollectionConfig, Field } from 'payload'

import { adminOnly, adminOnlyField, immutableField, staffOnly, staffOnlyField } from '@/features/accounts/roles'

import { LEAD_STATUSES } from './lead-status'
import { leadsCsvEndpoint } from './leads-csv-endpoint'
import { SERVICE_TYPES } from './libras-schema'

/** Contact details and the request itself: administrators correct them; editors only read them. */
const adminEdits = { update: adminOnlyField }
/** What the visitor agreed to, where and for which service: evidence, never changed after creation. */
const evidence = { update: immutableField }

/** Gives every named field without its own rule the administrators-only edit rule (rows and groups included). */
function adminEditsByDefault(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('fields' in field && !('name' in field)) return { ...field, fields: adminEditsByDefault(field.fields) } as Field
    if ('name' in field && field.type !== 'ui' && !field.access) return { ...field, access: adminEdits } as Field
    return field
  })
}

/**
 * Quote requests from the site's forms (today the Libras form). Personal data: staff (editors and
 * administrators) read them, move their status along and export them as CSV; only administrators correct
 * the details or delete them. Leads are created by the server only, never through the public REST API.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Vendas',
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'email', 'servico', 'status', 'responsavel', 'proximoContato', 'createdAt'],
    listSearchableFields: ['nome', 'email', 'empresa'],
    description: 'Pedidos de orçamento enviados pelo site. Mude a situação conforme o atendimento avança.',
    components: { beforeListTable: ['/features/admin/csv-export-link#LeadsExportLink'] },
  },
  access: {
    read: staffOnly,
    create: () => false,
    update: staffOnly,
    delete: adminOnly,
  },
  // Saved list views (Payload's query presets): a filter by status, service or owner, kept and shared.
  enableQueryPresets: true,
  endpoints: [leadsCsvEndpoint],
  timestamps: true,
  defaultSort: '-createdAt',
  fields: adminEditsByDefault([
    {
      name: 'status',
      type: 'select',
      label: 'Situação',
      required: true,
      defaultValue: 'novo',
      options: LEAD_STATUSES.map((s) => ({ ...s })),
      // The one thing editors change: where the conversation with the lead stands.
      access: { update: staffOnlyField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'responsavel',
      type: 'relationship',
      relationTo: 'users',
      label: 'Responsável',
      index: true,
      access: { update: staffOnlyField },
      admin: { position: 'sidebar', description: 'Quem da equipe cuida deste lead.' },
    },
    {
      name: 'proximoContato',
      type: 'date',
      label: 'Próximo contato',
      index: true,
      access: { update: staffOnlyField },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    {
      name: 'servico',
      type: 'select',
      label: 'Serviço',
      required: true,
      defaultValue: 'libras',
      options: [{ label: 'Intérprete de Libras', value: 'libras' }],
      access: evidence,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'paginaOrigem',
      type: 'text',
      label: 'Página de origem',
      access: evidence,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'nome', type: 'text', label: 'Nome', required: true },
        { name: 'email', type: 'email', label: 'E-mail', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'telefone', type: 'text', label: 'Telefone' },
        { name: 'empresa', type: 'text', label: 'Empresa' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tipoServico',
          type: 'select',
          label: 'Tipo de serviço',
          options: SERVICE_TYPES.map((value) => ({ label: value, value })),
        },
        { name: 'dataEvento', type: 'text', label: 'Data do evento (AAAA-MM-DD)' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'local', type: 'text', label: 'Local' },
        { name: 'tamanhoPublico', type: 'number', label: 'Tamanho do público' },
        { name: 'duracao', type: 'text', label: 'Duração' },
      ],
    },
    {
      name: 'notasInternas',
      type: 'textarea',
      label: 'Notas internas',
      access: { update: staffOnlyField },
      admin: { description: 'Só a equipe vê: o que foi conversado, próximos passos.' },
    },
    { name: 'linkVideo', type: 'text', label: 'Link do vídeo' },
    { name: 'descricao', type: 'textarea', label: 'Descrição' },
    {
      type: 'collapsible',
      label: 'Consentimento (LGPD)',
      fields: [
        {
          name: 'consentimentoTexto',
          type: 'text',
          label: 'Texto aceito',
          required: true,
          access: evidence,
          admin: { readOnly: true },
        },
        {
          name: 'consentimentoVersao',
          type: 'text',
          label: 'Versão do texto',
          required: true,
          access: evidence,
          admin: { readOnly: true },
        },
        {
          name: 'consentimentoEm',
          type: 'date',
          label: 'Aceito em',
          required: true,
          access: evidence,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm:ss' } },
        },
      ],
    },
  ]),
}
