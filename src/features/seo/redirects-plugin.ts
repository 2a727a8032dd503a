import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { type CollectionBeforeValidateHook, type Field, type Plugin, ValidationError } from 'payload'

import { staffOnly } from '@/features/accounts/roles'
import { env } from '@/lib/env'
import { revalidateTags } from '@/lib/revalidate'

import { SEO_COLLECTIONS } from './document-defaults'
import { internalPath, loopProblem, normalizePath, resolveChain } from './redirect-rules'
import { loadRedirectEdges, type RedirectTarget, targetOf } from './redirect-table'
import { REDIRECTS_TAG } from './tags'

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'redirects', errors: [{ path, message }] })
}

/**
 * Before a redirect is saved: the source becomes a clean path of this site; a target that is itself
 * redirected is replaced by where that chain ends (no chains); a target equal to the source or leading
 * back to it is refused with a pt-BR message (no loops).
 */
const checkRedirect: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data, to: { ...(originalDoc?.to ?? {}), ...(data.to ?? {}) } }
  const from = normalizePath(String(merged.from ?? ''), env.SITE_URL)
  if (!from) return refuse('from', 'Informe um endereço deste site, por exemplo /blog/post-antigo.')
  data.from = from
  const to = merged.to as RedirectTarget
  if (to?.type === 'custom') {
    const url = String(to.url ?? '').trim()
    if (!url || (!url.startsWith('/') && !/^https?:\/\/[^/\s]+/i.test(url)) || url.startsWith('//')) {
      return refuse('to.url', 'Informe um caminho deste site (/…) ou um endereço completo (https://…).')
    }
  }
  const target = await targetOf(req.payload, to, req)
  if (!target) return data // the plugin's own required-field messages explain what is missing
  const others = await loadRedirectEdges(req.payload, req)
  const id = originalDoc?.id as number | string | undefined
  const problem = loopProblem({ id, from, to: target, permanent: true }, others, env.SITE_URL)
  if (problem) return refuse(to?.type === 'custom' ? 'to.url' : 'to.reference', problem)
  // A typed address that is itself redirected: store where it finally leads.
  const targetPath = to?.type === 'custom' ? internalPath(target, env.SITE_URL) : null
  if (targetPath) {
    const end = resolveChain(targetPath, others.filter((edge) => edge.id !== id), env.SITE_URL)
    if (end && !end.loop) data.to = { ...(data.to ?? {}), type: 'custom', url: end.to }
  }
  return data
}

const pt = (field: Field): Field => {
  if (!('name' in field)) return field
  if (field.name === 'from') {
    return {
      ...field,
      label: 'De (endereço antigo)',
      admin: { description: 'O caminho que deve ser redirecionado, ex.: /blog/post-antigo.' },
    } as Field
  }
  if (field.name === 'to' && field.type === 'group') {
    return {
      ...field,
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
        if (sub.name === 'reference') return { ...sub, label: 'Página' } as Field
        if (sub.name === 'url') {
          return { ...sub, label: 'Endereço', admin: { ...sub.admin, description: 'Um caminho deste site (/cursos) ou https://…' } } as Field
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
        beforeValidate: [checkRedirect],
        afterChange: [async ({ req }) => revalidateTags(req, [REDIRECTS_TAG])],
        afterDelete: [async ({ req }) => revalidateTags(req, [REDIRECTS_TAG])],
      },
      fields: ({ defaultFields }) => defaultFields.map(pt),
    },
  })
}
