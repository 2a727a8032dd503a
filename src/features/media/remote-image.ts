import type { PayloadRequest } from 'payload'

/** Largest image accepted from another host (bytes). */
export const MAX_REMOTE_IMAGE_BYTES = 8 * 1024 * 1024
const TIMEOUT_MS = 15_000

export class RemoteImageError extends Error {}

/**
 * Downloads an image once, on the server, and stores it in `media` (resized like any upload), so pages
 * never load it from the other host. Throws RemoteImageError with a message in Portuguese.
 */
export async function importRemoteImage(
  req: PayloadRequest,
  address: string,
  alt: string,
  fetchImpl: typeof fetch = fetch,
): Promise<number | string> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new RemoteImageError('Endereço de imagem inválido.')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RemoteImageError('Use um endereço http ou https.')

  let response: Response
  try {
    response = await fetchImpl(url, { redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    throw new RemoteImageError('Não foi possível baixar a imagem: o endereço não respondeu.')
  }
  if (!response.ok) throw new RemoteImageError(`Não foi possível baixar a imagem (erro ${response.status}).`)
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!type.startsWith('image/') || type === 'image/svg+xml') {
    throw new RemoteImageError('O endereço não aponta para uma imagem (JPEG, PNG, WebP ou AVIF).')
  }
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > MAX_REMOTE_IMAGE_BYTES) throw new RemoteImageError('A imagem passa de 8 MB.')
  const data = Buffer.from(await response.arrayBuffer())
  if (data.length === 0 || data.length > MAX_REMOTE_IMAGE_BYTES) throw new RemoteImageError('A imagem está vazia ou passa de 8 MB.')

  const base = url.pathname.split('/').filter(Boolean).pop()?.replace(/[^\w.-]+/g, '-').slice(0, 60) || 'imagem'
  const extension = type.split('/')[1]!.replace('jpeg', 'jpg').replace(/[^a-z0-9]/g, '')
  const name = /\.[a-z0-9]{2,5}$/i.test(base) ? base : `${base}.${extension}`
  try {
    const media = await req.payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: type, name, size: data.length },
      overrideAccess: true,
      req,
    })
    return media.id
  } catch {
    throw new RemoteImageError('O arquivo baixado não é uma imagem válida.')
  }
}
