import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

vi.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: () => undefined }))

let payload: Payload
let dataDir: string
let editor: { id: number }
let media: number
const context = { disableRevalidate: true, trustedServerTask: true }

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editora@agencia.com.br', password: 'tartaruga-azul-le-jornal', roles: ['editor'] },
    overrideAccess: true,
    context,
  })
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
  media = (
    await payload.create({ collection: 'media', data: { alt: 'Capa' }, file: { data: png, mimetype: 'image/png', name: 'c.png', size: png.length }, overrideAccess: true, context })
  ).id
})
afterAll(async () => destroyTestPayload(payload, dataDir))

async function draftPost(title: string) {
  const { lexicalFromBlocks } = await import('@/kit/lexical')
  return payload.create({
    collection: 'posts',
    data: { title, excerpt: 'Resumo', category: 'SEO', coverImage: media, content: lexicalFromBlocks(['Texto.']) as never, _status: 'draft' },
    draft: true,
    overrideAccess: true,
    context,
  })
}

/** What the admin's "schedule publish" does: a job in the default queue, waiting until the chosen time. */
const schedule = (id: number, waitUntil: Date, type: 'publish' | 'unpublish' = 'publish') =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: 'posts', value: String(id) }, user: { relationTo: 'users', value: editor.id } } as never,
    waitUntil,
  })

describe('scheduled publishing', () => {
  it('publishes a draft once its time has come, not before', async () => {
    const post = await draftPost('Post agendado')
    await schedule(post.id, new Date(Date.now() + 60 * 60 * 1000))
    await payload.jobs.run({ queue: 'default' })
    expect((await payload.findByID({ collection: 'posts', id: post.id }))._status).toBe('draft')

    const soon = new Date(Date.now() + 1500)
    const later = await draftPost('Post de daqui a pouco')
    await schedule(later.id, soon)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await payload.jobs.run({ queue: 'default' })
    const published = await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, overrideAccess: false })
    expect(published.docs.map((d) => d.title)).toEqual(['Post de daqui a pouco'])
  })

  it('publishes the latest draft of a post that was already public', async () => {
    const post = await draftPost('Título antigo')
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' }, overrideAccess: true, context })
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'Título novo' }, draft: true, overrideAccess: true, context })
    expect((await payload.findByID({ collection: 'posts', id: post.id })).title).toBe('Título antigo')
    await schedule(post.id, new Date(Date.now() - 1000))
    await payload.jobs.run({ queue: 'default' })
    const doc = await payload.findByID({ collection: 'posts', id: post.id, overrideAccess: false })
    expect(doc).toMatchObject({ title: 'Título novo', _status: 'published' })
  })

  it('runs the queue on a timer once a serving process asks for the crons', async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@/payload.config')
    expect(payload.config.jobs.autoRun).toEqual([
      expect.objectContaining({ queue: 'default', cron: '* * * * *' }),
      expect.objectContaining({ queue: 'email', cron: '*/10 * * * * *' }),
      expect.objectContaining({ queue: 'maintenance', cron: '* * * * *' }),
    ])
    expect(payload.crons).toHaveLength(0)
    await getPayload({ config, cron: true })
    expect(payload.crons.length).toBeGreaterThan(0)
  })
})
