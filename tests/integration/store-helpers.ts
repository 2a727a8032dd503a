import type { Payload } from 'payload'

/** A published template with a small private deliverable, for the store's integration tests. */
export async function createTestTemplate(payload: Payload, slug = 'teste-loja', price = 29700) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  )
  const cover = await payload.create({
    collection: 'media',
    data: { alt: 'Capa de teste' },
    file: { data: png, mimetype: 'image/png', name: `${slug}.png`, size: png.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const file = Buffer.from(`{"template":"${slug}"}`)
  const deliverable = await payload.create({
    collection: 'store-deliverables',
    data: {},
    file: { data: file, mimetype: 'application/octet-stream', name: `${slug}.wix`, size: file.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return payload.create({
    collection: 'store-templates',
    data: {
      slug,
      title: `Template ${slug}`,
      description: 'Descrição de teste',
      category: 'Saúde',
      difficulty: 'Iniciante',
      price,
      pages: 3,
      cover: cover.id,
      demoUrl: 'https://demo.exemplo.com.br',
      deliverable: deliverable.id,
      _status: 'published',
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

export const jsonPost = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })

/** A buyer with a valid CPF: the nota fiscal's data the checkout requires. */
export const buyer = { name: 'Ana Souza', taxId: '529.982.247-25', email: 'ana@cliente.com.br' }
export const buyerForm = new URLSearchParams(buyer).toString()
