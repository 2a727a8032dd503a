import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

import type { PayloadRequest } from 'payload'

import { env } from '@/lib/env'

/** Largest image accepted from another host (bytes). */
export const MAX_REMOTE_IMAGE_BYTES = 8 * 1024 * 1024
const TIMEOUT_MS = 15_000

export class RemoteImageError extends Error {}

/** Loopback, private, link-local, CGNAT and unique-local addresses: the server's own network. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number]
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b < 128) || (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168)
  }
  const v6 = address.toLowerCase()
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6)
}

/** Refuses an address whose host is (or resolves to) the server's own network: no reaching internal services. */
async function assertPublicHost(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address)
  } catch {
    throw new RemoteImageError('Não foi possível baixar a imagem: o endereço não respondeu.')
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw new RemoteImageError('Use o endereço público de uma imagem.')
}

/**
 * Downloads an image once, on the server, and stores it in `media` (resized like any upload), so pages
 * never load it from the other host. In production only public hosts are reached (never the server's
 * own network, redirects included). Throws RemoteImageError with a message in Portuguese.
 */
export async function importRemoteImage(
  req: PayloadRequest,
  address: string,
  alt: string,
  { allowPrivateHosts = !env.isProduction }: { allowPrivateHosts?: boolean } = {},
): Promise<number | string> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new RemoteImageError('Endereço de imagem inválido.')
  }

  // Redirects are followed by hand (at most 3) so that every hop is checked like the first address.
  let response: Response | undefined
  for (let hop = 0; hop <= 3; hop += 1) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RemoteImageError('Use um endereço http ou https.')
    if (!allowPrivateHosts) await assertPublicHost(url)
    try {
      response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch {
      throw new RemoteImageError('Não foi possível baixar a imagem: o endereço não respondeu.')
    }
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) break
    url = new URL(location, url)
    response = undefined
  }
  if (!response) throw new RemoteImageError('O endereço redireciona vezes demais.')
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
