import type { Payload } from 'payload'

import { coverSvg, createSeedImage, gallerySvg } from '@/kit/seed-image'
import { lexicalFromBlocks } from '@/kit/lexical'
import type { SeedItem } from '@/kit/seed-item'

import { seedTemplates, type SeedTemplate } from './seed-data'
import { demoPath } from './template-view'

const context = { disableRevalidate: true }
const list = (values: string[]) => values.map((value) => ({ value }))

/** A small sample deliverable: a text .wix file describing the template (the real files come from staff). */
function sampleDeliverable(t: SeedTemplate): Buffer {
  return Buffer.from(
    JSON.stringify(
      { formato: 'wix-site-template', versao: 1, template: t.title, paginas: t.pages, recursos: t.features, observacao: 'Arquivo de demonstração.' },
      null,
      2,
    ),
  )
}

async function createTemplate(payload: Payload, t: SeedTemplate, index: number) {
  const cover = await createSeedImage(payload, coverSvg(t.title, `Template ${t.category}`, index), `template-${t.slug}`, `Capa do template ${t.title}: site de ${t.category.toLowerCase()} em um notebook`)
  const gallery = [
    await createSeedImage(payload, gallerySvg(t.title, 0, index), `template-${t.slug}-1`, `Página inicial do template ${t.title}`),
    await createSeedImage(payload, gallerySvg(t.title, 1, index), `template-${t.slug}-2`, `Páginas internas do template ${t.title}`),
  ]
  const data = sampleDeliverable(t)
  const deliverable = await payload.create({
    collection: 'store-deliverables',
    data: { note: 'Arquivo de demonstração gerado pelo conteúdo inicial.' },
    file: { data, mimetype: 'application/octet-stream', name: `${t.slug}.wix`, size: data.length },
    overrideAccess: true,
    context,
  })
  await payload.create({
    collection: 'store-templates',
    data: {
      slug: t.slug,
      title: t.title,
      description: t.description,
      category: t.category,
      difficulty: t.difficulty,
      tags: list(t.tags),
      price: t.price,
      originalPrice: t.originalPrice,
      pages: t.pages,
      cover,
      gallery,
      demoUrl: demoPath(t.slug),
      features: list(t.features),
      includes: list(t.includes),
      content: t.content ? (lexicalFromBlocks(t.content) as never) : undefined,
      deliverable: deliverable.id,
      _status: 'published',
    },
    overrideAccess: true,
    context,
  })
}

/** One seed item per template, with stable keys. */
export const storeSeed: SeedItem[] = seedTemplates.map((t, index) => ({
  key: `store-template:${t.slug}`,
  run: (payload) => createTemplate(payload, t, index),
}))

/** The catalogue's heading, written into 'Página da loja' once (staff edit it after). */
export const storePageSeed: SeedItem = {
  key: 'page:store',
  run: async (payload) => {
    const { storePageSeedData } = await import('./store-page')
    await payload.updateGlobal({ slug: 'store-page', data: storePageSeedData() as never, overrideAccess: true, context })
  },
}
