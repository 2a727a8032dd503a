import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/*
 * The drafts migration rebuilds posts, cases and store templates (SQLite cannot drop NOT NULL in place).
 * A database filled under the previous schema must come out with every row and every child row intact:
 * tags, galleries, metrics, list items, and the orders that point at a template.
 */
let payload: Payload
let dataDir: string
const TARGET = '20261123_030952_admin_drafts_access'

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'test.db')}`,
    PAYLOAD_SECRET: 'test-secret-with-at-least-32-characters!!',
    LOG_LEVEL: 'warn',
  })
  const { default: config } = await import('@/payload.config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
  const { migrations } = await import('@/migrations')
  const all = migrations as unknown as Migration[]
  const index = all.findIndex((m) => m.name === TARGET)
  expect(index).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: all.slice(0, index) })

  const { sql } = await import('@payloadcms/db-sqlite')
  const run = (statement: string) => (payload.db as unknown as { drizzle: { run: (q: unknown) => Promise<unknown> } }).drizzle.run(sql.raw(statement))
  const content = JSON.stringify({ root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } })
  for (const statement of [
    `INSERT INTO media (id, alt, filename, url) VALUES (1, 'Capa', 'capa.webp', '/cms-api/media/file/capa.webp'), (2, 'Galeria', 'g.webp', '/cms-api/media/file/g.webp')`,
    `INSERT INTO posts (id, title, slug, excerpt, content, cover_image_id, category, date) VALUES (1, 'Post antigo', 'post-antigo', 'Resumo', '${content}', 1, 'SEO', '2026-01-01T12:00:00.000Z')`,
    `INSERT INTO cases (id, title, slug, client, excerpt, cover_image_id, category, date, challenge, solution, results) VALUES (1, 'Case antigo', 'case-antigo', 'Cliente', 'Resumo', 1, 'ecommerce', '2026-01-01T12:00:00.000Z', 'D', 'S', 'R')`,
    `INSERT INTO cases_texts (id, "order", parent_id, path, text) VALUES (1, 1, 1, 'tags', 'Wix'), (2, 2, 1, 'tags', 'SEO')`,
    `INSERT INTO cases_rels (id, "order", parent_id, path, media_id) VALUES (1, 1, 1, 'gallery', 2)`,
    `INSERT INTO cases_metrics (_order, _parent_id, id, label, value) VALUES (1, 1, 'm1', 'Vendas', '+200%')`,
    `INSERT INTO store_deliverables (id, filename) VALUES (1, 'a.wix')`,
    `INSERT INTO store_templates (id, title, slug, published, description, category, price, cover_id, demo_url, deliverable_id) VALUES
      (1, 'Publicado', 'publicado', 1, 'D', 'Saúde', 29700, 1, 'https://demo.exemplo.com.br', 1),
      (2, 'Oculto', 'oculto', 0, 'D', 'Saúde', 19700, 1, 'https://demo.exemplo.com.br', 1)`,
    `INSERT INTO store_templates_tags (_order, _parent_id, id, value) VALUES (1, 1, 't1', 'Clínica')`,
    `INSERT INTO store_templates_features (_order, _parent_id, id, value) VALUES (1, 1, 'f1', 'Agenda')`,
    `INSERT INTO store_templates_rels (id, "order", parent_id, path, media_id) VALUES (1, 1, 1, 'gallery', 2)`,
    `INSERT INTO orders (id, template_id, amount, provider, session_id, status) VALUES (1, 1, 29700, 'simulator', 'sim_abcdefgh', 'paid')`,
    `INSERT INTO newsletter_subscribers (id, email, consentimento_texto, consentimento_em) VALUES (1, 'a@exemplo.com', 'Aceito', '2026-01-01T12:00:00.000Z'), (2, 'b@exemplo.com', 'Aceito', '2026-01-01T12:00:00.000Z')`,
  ]) {
    await run(statement)
  }
  await payload.db.migrate({ migrations: all })
})

afterAll(async () => {
  await payload.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('drafts migration on a filled database', () => {
  it('publishes the existing posts and cases, keeping the cases\' tags, gallery and metrics', async () => {
    const post = await payload.findByID({ collection: 'posts', id: 1, depth: 0 })
    expect(post).toMatchObject({ title: 'Post antigo', slug: 'post-antigo', _status: 'published', coverImage: 1 })
    const item = await payload.findByID({ collection: 'cases', id: 1, depth: 0 })
    expect(item).toMatchObject({ _status: 'published', tags: ['Wix', 'SEO'], gallery: [2] })
    expect(item.metrics).toEqual([expect.objectContaining({ label: 'Vendas', value: '+200%' })])
  })

  it('turns the templates\' checkbox into draft status and keeps their lists, gallery and orders', async () => {
    const shown = await payload.findByID({ collection: 'store-templates', id: 1, depth: 0 })
    expect(shown).toMatchObject({ _status: 'published', gallery: [2], deliverable: 1 })
    expect(shown.tags?.map((t) => t.value)).toEqual(['Clínica'])
    expect(shown.features?.map((t) => t.value)).toEqual(['Agenda'])
    expect((await payload.findByID({ collection: 'store-templates', id: 2, depth: 0 }))._status).toBe('draft')
    const order = await payload.findByID({ collection: 'orders', id: 1, depth: 0 })
    expect(order.template).toBe(1)
    const anonymous = await payload.find({ collection: 'store-templates', overrideAccess: false, depth: 0 })
    expect(anonymous.docs.map((d) => d.slug)).toEqual(['publicado'])
  })

  it('gives every earlier newsletter subscriber its own unsubscribe token', async () => {
    const { docs } = await payload.find({ collection: 'newsletter-subscribers', depth: 0, sort: 'id' })
    const tokens = docs.map((d) => d.unsubscribeToken)
    expect(tokens.every((t) => typeof t === 'string' && t.length >= 43)).toBe(true)
    expect(new Set(tokens).size).toBe(2)
  })
})
