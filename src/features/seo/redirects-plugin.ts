import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionBeforeValidateHook, Field, PayloadRequest, Plugin, Validate } from 'payload'

import { staffOnly } from '@/features/accounts/roles'
import { env } from '@/lib/env'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { SEO_COLLECTIONS } from './document-defaults'
import { internalPath, loopProblem, normalizePath, resolveChain } from './redirect-rules'
import { loadRedirectEdges, type RedirectTarget, targetOf } from './redirect-table'
import { REDIRECTS_TAG } from './tags'

const CUSTOM_URL_PROBLEM = 'Informe um caminho deste site (/…) ou um endereço completo (https://…).'
const FROM_PROBLEM = 'Informe um endereço deste site, por exemplo /blog/post-antigo.'

type RedirectData = { id?: number | string; from?: unknown; to?: RedirectTarget }

/** Why this redirect would loop (pt-BR), or null; used by the target fields' validation. */
async function loopMessage(data: RedirectData, id: number | string | undefined, req: PayloadRequest): Promise<string | null> {
  const from = normalizePath(String(data.from ?? ''), env.SITE_URL)
  if (!from) return null
  const target = await targetOf(req.payload, data.to, req)
  if (!target) return null
  const others = await loadRedirectEdges(req.payload, req)
  return loopProblem({ id, from, to: target, permanent: true }, others, env.SITE_URL)
}

/** Validation of the target fields: a usable address, and no redirect to itself or in a loop (pt-BR). */
const validateTarget =
  (kind: 'custom' | 'reference'): Validate =>
  async (value, { data, id, req, siblingData }) => {
    const to = siblingData as RedirectTarget
    if (to?.type !== kind) return true
    if (!value) return kind === 'custom' ? CUSTOM_URL_PROBLEM : 'Escolha a página de destino.'
    if (kind === 'custom') {
      const url = String(value).trim()
      if ((!url.startsWith('/') && !/^https?:\/\/[^/\s]+/i.test(url)) || url.startsWith('//')) return CUSTOM_URL_PROBLEM
    }
    return (await loopMessage({ ...(data as RedirectData), to }, id, req)) ?? true
  }

const validateFrom: Validate = (value) => (normalizePath(String(value ?? ''), env.SITE_URL) ? true : FROM_PROBLEM)

/**
 * Before a redirect is validated: the source becomes a clean path of this site, and a typed target
 * that is itself redirected is replaced by where that chain ends (no chains). Loops and redirects to
 * their own source are refused by the target fields' validation.
 */
const normalizeRedirect: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const from = normalizePath(String(data.from ?? originalDoc?.from ?? ''), env.SITE_URL)
  if (!from) return data
  data.from = from
  const to = { ...(originalDoc?.to ?? {}), ...(data.to ?? {}) } as RedirectTarget
  if (to?.type !== 'custom' || !to.url) return data
  const targetPath = internalPath(String(to.url).trim(), env.SITE_URL)
  if (!targetPath || targetPath === from) return data
  const id = originalDoc?.id as number | string | undefined
  const others = (await loadRedirectEdges(req.payload, req)).filter((edge) => edge.id !== id && edge.from !== from)
  const end = resolveChain(targetPath, others, env.SITE_URL)
  if (end && !end.loop && internalPath(end.to, env.SITE_URL) !== from) data.to = { ...(data.to ?? {}), type: 'custom', url: end.to }
  return data
}

const pt = (field: Field): Field => {
  if (!('name' in field)) return field
  if (field.name === 'from') {
    return {
      ...field,
      label: 'De (endereço antigo)',
      validate: validateFrom,
      admin: { description: 'O caminho que deve ser redirecionado, ex.: /blog/post-antigo.' },
    } as Field
  }
  if (field.name === 'to' && field.type === 'group') {
    return {
      ...field,
      // Named, so that the list's column reads 'Para > Destino' and not the field's English name.
      label: 'Para',
      fields: field.fields.map((sub) => {
        if (!('name' in sub)) return sub
        if (sub.name === 'type') {
          return {
            ...sub,
            label: 'Destino',
            options: [
              { label: 'Uma página do site', value: 'reference' },
              { label: 'Um endereço', value: 'custom' },
            ],
          } as Field
        }
        if (sub.name === 'reference') return { ...sub, label: 'Página', validate: validateTarget('reference') } as Field
        if (sub.name === 'url') {
          return { ...sub, label: 'Endereço', validate: validateTarget('custom'), admin: { ...sub.admin, description: 'Um caminho deste site (/cursos) ou https://…' } } as Field
        }
        return sub
      }),
    } as Field
  }
  return field
}

/**
 * @payloadcms/plugin-redirects: staff add redirects from an address to a document (posts, cases,
 * templates) or to any address, permanent (301) or temporary (302). Renaming a published document adds
 * its own (see slug-redirects.ts). The site answers them where it would answer 404.
 */
export function siteRedirectsPlugin(): Plugin {
  return redirectsPlugin({
    collections: SEO_COLLECTIONS,
    redirectTypes: ['301', '302'],
    redirectTypeFieldOverride: {
      label: 'Tipo',
      defaultValue: '301',
      options: [
        { label: '301 · permanente (o endereço mudou de vez)', value: '301' },
        { label: '302 · temporário', value: '302' },
      ],
      admin: { position: 'sidebar' },
    },
    overrides: {
      labels: { singular: 'Redirecionamento', plural: 'Redirecionamentos' },
      admin: {
        group: 'Conteúdo',
        useAsTitle: 'from',
        defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
        description:
          'Endereços antigos que levam a outra página. Renomear um post, case ou template publicado cria o seu sozinho.',
      },
      access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
      hooks: {
        beforeValidate: [normalizeRedirect],
        afterChange: [async ({ req }) => revalidateTags(req, [REDIRECTS_TAG])],
        afterDelete: [async ({ req }) => revalidateTags(req, [REDIRECTS_TAG])],
      },
      fields: ({ defaultFields }) => defaultFields.map(pt),
    },
  })
}
