import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

// Outside Next there is no data cache: the cached queries run directly.
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => undefined,
}))

let payload: Payload
let dataDir: string
let home: typeof import('@/features/home/queries')

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  home = await import('@/features/home/queries')
})
afterAll(async () => destroyTestPayload(payload, dataDir))

const context = { disableRevalidate: true }

describe('getTestimonials', () => {
  it('lists the testimonials newest first (by creation date, not by the order of their ids)', async () => {
    // Created in an order that differs from their dates, so that neither id order passes.
    const created = [
      { name: 'Beatriz Lopes', createdAt: '2025-03-10T12:00:00.000Z' },
      { name: 'André Sato', createdAt: '2024-07-01T12:00:00.000Z' },
      { name: 'Camila Rocha', createdAt: '2026-01-20T12:00:00.000Z' },
    ]
    const ids: number[] = []
    try {
      for (const item of created) {
        const doc = await payload.create({
          collection: 'testimonials',
          data: { name: item.name, role: 'Diretora', company: 'Empresa Exemplo', content: 'Atendimento excelente.', rating: '5', createdAt: item.createdAt },
          overrideAccess: true,
          context,
        })
        ids.push(doc.id)
      }
      const list = await home.getTestimonials()
      expect(list.map((t) => t.name)).toEqual(['Camila Rocha', 'Beatriz Lopes', 'André Sato'])
    } finally {
      for (const id of ids) await payload.delete({ collection: 'testimonials', id, overrideAccess: true, context })
    }
  })
})

describe('getHomeHero', () => {
  it("falls back to 'Sua ideia online' and the default subheading when the home-hero template is missing", async () => {
    const found = await payload.find({ collection: 'page-templates', where: { name: { equals: 'home-hero' } }, overrideAccess: true })
    expect(found.totalDocs).toBe(0)
    const hero = await home.getHomeHero()
    expect(hero.heading).toBe('Sua ideia online')
    expect(hero.subheading).toMatch(/\S{3,}/)
  })

  it("uses the template's heading when there is one, and the default subheading when it is empty", async () => {
    const doc = await payload.create({
      collection: 'page-templates',
      data: { name: 'home-hero', heading: 'Seu negócio no topo do Google', subheading: '' },
      overrideAccess: true,
      context,
    })
    try {
      const hero = await home.getHomeHero()
      expect(hero.heading).toBe('Seu negócio no topo do Google')
      expect(hero.subheading).toBe((await import('@/features/home/types')).HOME_HERO_DEFAULT.subheading)
    } finally {
      await payload.delete({ collection: 'page-templates', id: doc.id, overrideAccess: true, context })
    }
  })
})
