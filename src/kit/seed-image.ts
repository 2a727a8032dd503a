import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Palettes in the brand's colours (start, end, shape accent). */
const palettes = [
  ['#170b45', '#4a25c9', '#ffbf47'],
  ['#27146e', '#0b6e8a', '#ffd27a'],
  ['#170b45', '#b4235a', '#b2a1ff'],
  ['#1e1150', '#1e6b3a', '#ffbf47'],
  ['#27146e', '#a3470c', '#ffd27a'],
] as const

/** Splits a title into lines of about `max` characters. */
function lines(text: string, max: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      out.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) out.push(line)
  return out.slice(0, 3)
}

/** A 1200×630 cover: gradient, shapes, and a laptop mock-up showing the eyebrow and title. */
export function coverSvg(title: string, eyebrow: string, variant: number): string {
  const [from, to, accent] = palettes[variant % palettes.length] ?? palettes[0]
  const titleLines = lines(title, 26)
  const text = titleLines
    .map((l, i) => `<text x="250" y="${250 + i * 46}" font-size="38" font-weight="700" fill="#170b45">${esc(l)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="DejaVu Sans, Arial, sans-serif">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="${1000 - (variant % 3) * 60}" cy="110" r="190" fill="${accent}" opacity="0.16"/>
  <circle cx="120" cy="560" r="150" fill="#ffffff" opacity="0.07"/>
  <rect x="${880 + (variant % 4) * 20}" y="420" width="160" height="160" rx="28" fill="${accent}" opacity="0.22" transform="rotate(18 960 500)"/>
  <rect x="200" y="120" width="800" height="400" rx="22" fill="#0f0a2e"/>
  <rect x="218" y="138" width="764" height="364" rx="10" fill="#f4f2ff"/>
  <rect x="218" y="138" width="764" height="36" rx="10" fill="#e8e3ff"/>
  <circle cx="240" cy="156" r="6" fill="#c62828"/><circle cx="260" cy="156" r="6" fill="#ffbf47"/><circle cx="280" cy="156" r="6" fill="#117a3d"/>
  <text x="250" y="210" font-size="20" font-weight="700" fill="#4a25c9" letter-spacing="2">${esc(eyebrow.toUpperCase())}</text>
  ${text}
  <rect x="250" y="${290 + titleLines.length * 46}" width="180" height="40" rx="8" fill="#4a25c9"/>
  <rect x="450" y="${290 + titleLines.length * 46}" width="140" height="40" rx="8" fill="none" stroke="#4a25c9" stroke-width="3"/>
  <rect x="150" y="520" width="900" height="26" rx="10" fill="#2b2250"/>
</svg>`
}

/** A 1200×800 gallery image: a screen of the project (page, dashboard or phone layout). */
export function gallerySvg(title: string, kind: number, variant: number): string {
  const [from, to, accent] = palettes[variant % palettes.length] ?? palettes[0]
  const bars = Array.from({ length: 7 }, (_, i) => {
    const h = 60 + ((i * 37 + variant * 23) % 180)
    return `<rect x="${660 + i * 60}" y="${600 - h}" width="36" height="${h}" rx="6" fill="${i % 2 ? to : accent}"/>`
  }).join('')
  const body =
    kind % 2 === 0
      ? `<rect x="120" y="260" width="440" height="40" rx="8" fill="${to}" opacity="0.85"/><rect x="120" y="320" width="380" height="20" rx="6" fill="#b2a1ff"/><rect x="120" y="360" width="400" height="20" rx="6" fill="#d3c9ff"/><rect x="120" y="420" width="200" height="56" rx="10" fill="${from}"/>${bars}`
      : `<rect x="120" y="250" width="300" height="340" rx="16" fill="#ffffff"/><rect x="450" y="250" width="300" height="340" rx="16" fill="#ffffff"/><rect x="780" y="250" width="300" height="340" rx="16" fill="#ffffff"/><rect x="140" y="270" width="260" height="150" rx="10" fill="${accent}" opacity="0.6"/><rect x="470" y="270" width="260" height="150" rx="10" fill="${to}" opacity="0.6"/><rect x="800" y="270" width="260" height="150" rx="10" fill="#b2a1ff"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" font-family="DejaVu Sans, Arial, sans-serif">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <rect x="80" y="80" width="1040" height="640" rx="20" fill="#f4f2ff"/>
  <rect x="80" y="80" width="1040" height="70" rx="20" fill="#ffffff"/>
  <text x="120" y="128" font-size="28" font-weight="700" fill="#27146e">${esc(title)}</text>
  <text x="120" y="220" font-size="24" fill="#3a1ea0">${kind % 2 === 0 ? 'Painel de resultados' : 'Páginas do projeto'}</text>
  ${body}
</svg>`
}

/** A 400×400 portrait placeholder: initials on a brand gradient. */
export function avatarSvg(name: string, variant: number): string {
  const [from, to] = palettes[variant % palettes.length] ?? palettes[0]
  const initials = name.split(/\s+/).map((w) => w[0]).slice(0, 2).join('').toUpperCase()
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" font-family="DejaVu Sans, Arial, sans-serif">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/><circle cx="200" cy="160" r="70" fill="#ffffff" opacity="0.18"/><path d="M80 400c0-80 54-130 120-130s120 50 120 130z" fill="#ffffff" opacity="0.18"/>
  <text x="200" y="228" text-anchor="middle" font-size="120" font-weight="700" fill="#ffffff">${esc(initials)}</text>
</svg>`
}

/** Where rendered demo images are kept between seeds (the project's own cache folder, never shared with other users). */
export const seedImageCacheDir = path.join(process.cwd(), 'node_modules', '.cache', 'seed-images')

const WEBP_OPTIONS = { quality: 80 } as const

/**
 * The WebP bytes of a demo image. Rendering an SVG with sharp is most of a seed's own CPU work, and one
 * `npm test` seeds the demo site several times (the browser tests' database, the seed tests on SQLite and
 * PostgreSQL, the SQLite-to-PostgreSQL copy): each render is kept in `cacheDir`, named by a hash of the SVG,
 * the encoder options and sharp's and libvips' versions, so a later seed reads the very bytes the render
 * gave. A cache that cannot be read or written only costs the render. The key does not cover the
 * system's fonts (the SVG text is drawn with DejaVu Sans): after changing those, clear the folder.
 */
export async function renderSeedImage(svg: string, cacheDir: string = seedImageCacheDir): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify([sharp.versions, WEBP_OPTIONS, svg]))
    .digest('hex')
  const file = path.join(cacheDir, `${key}.webp`)
  try {
    return await fs.promises.readFile(file)
  } catch {
    // not rendered yet
  }
  const data = await sharp(Buffer.from(svg)).webp(WEBP_OPTIONS).toBuffer()
  try {
    // Written aside then renamed: a seed running at the same time never reads half a file.
    await fs.promises.mkdir(cacheDir, { recursive: true })
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
    await fs.promises.writeFile(partial, data)
    await fs.promises.rename(partial, file)
  } catch {
    // read-only or full disk: the next seed renders again
  }
  return data
}

/** Renders an SVG to WebP and stores it in the media collection; returns the media id. */
export async function createSeedImage(payload: Payload, svg: string, name: string, alt: string): Promise<number> {
  const data = await renderSeedImage(svg)
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return doc.id as number
}
