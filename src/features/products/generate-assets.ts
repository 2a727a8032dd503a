/**
 * Renders the product pages' committed images and the Libras hero loop from SVG with sharp (and ffmpeg
 * for the video). Outputs go to public/cursos and public/libras. Run again after changing course data:
 *   node scripts/run-ts.mjs src/features/products/generate-assets.ts
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { videoCategories } from './course-data'
import { thumbnailSvg } from './thumbnail-svg'

const pub = path.resolve('public')

/**
 * The Libras hero's loop: a stage screen with a Libras window (bottom right, as NBR 15290 asks) in which
 * an interpreter signs. The scene stays in the right quarter and the vertical middle of the frame: the
 * hero crops the frame to its own shape, and the title and buttons take the left two thirds.
 */
function librasFrame(t: number, width = 640, height = 360) {
  const a = Math.sin(t * Math.PI * 2)
  const b = Math.cos(t * Math.PI * 2)
  const seats = Array.from({ length: 6 }, (_, i) => `<rect x="${452 + i * 25}" y="252" width="18" height="13" rx="4" fill="#3a1ea0"/>`).join('')
  // The hands trace small circles in front of the chest, as in signing.
  const left = { x: 574 + a * 7, y: 212 - b * 6 }
  const right = { x: 600 - b * 7, y: 206 + a * 6 }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 360">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#170b45"/><stop offset="0.55" stop-color="#27146e"/><stop offset="1" stop-color="#3a1ea0"/></linearGradient>
    <radialGradient id="spot" cx="0.83" cy="0.5" r="0.3"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.24"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>
    <clipPath id="window"><circle cx="588" cy="204" r="40"/></clipPath>
  </defs>
  <rect width="640" height="360" fill="url(#bg)"/><rect width="640" height="360" fill="url(#spot)"/>
  <rect x="450" y="100" width="150" height="104" rx="8" fill="#27146e" stroke="#6f4cf6" stroke-width="3"/>
  <rect x="464" y="118" width="${70 + a * 16}" height="9" rx="4.5" fill="#b2a1ff"/>
  <rect x="464" y="136" width="96" height="6" rx="3" fill="#6f4cf6"/>
  <rect x="464" y="150" width="${76 - b * 12}" height="6" rx="3" fill="#6f4cf6"/>
  <circle cx="588" cy="204" r="42" fill="#170b45" stroke="#ffbf47" stroke-width="3"/>
  <g clip-path="url(#window)">
    <path d="M560 250 Q561 214 588 211 Q615 214 616 250 Z" fill="#ffbf47"/>
    <circle cx="588" cy="190" r="13" fill="#ffd27a"/>
    <path d="M566 226 L${left.x} ${left.y}" stroke="#ffd27a" stroke-width="7" stroke-linecap="round"/>
    <path d="M610 226 L${right.x} ${right.y}" stroke="#ffd27a" stroke-width="7" stroke-linecap="round"/>
    <circle cx="${left.x}" cy="${left.y}" r="6.5" fill="#fff"/><circle cx="${right.x}" cy="${right.y}" r="6.5" fill="#fff"/>
  </g>
  ${seats}
</svg>`
}

function photoSvg(kind: 'cinema' | 'fundadora') {
  if (kind === 'cinema') {
    const seats = Array.from({ length: 3 }, (_, row) =>
      Array.from({ length: 8 }, (_, i) => `<rect x="${70 + i * 62 + row * 10}" y="${250 + row * 44}" width="46" height="34" rx="8" fill="#3a1ea0"/>`).join(''),
    ).join('')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#170b45"/><stop offset="1" stop-color="#27146e"/></linearGradient></defs>
    <rect width="640" height="420" fill="url(#g)"/><rect x="90" y="40" width="460" height="170" rx="8" fill="#ffd27a" opacity="0.9"/>
    <path d="M300 95 l50 30 -50 30z" fill="#27146e"/><circle cx="520" cy="175" r="26" fill="#fff"/><path d="M510 168 q10 -12 20 0 M505 180 q15 -18 30 0" stroke="#27146e" stroke-width="4" fill="none"/>${seats}</svg>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a25c9"/><stop offset="1" stop-color="#170b45"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/><circle cx="240" cy="190" r="86" fill="#ffd27a"/><path d="M90 480 Q96 300 240 292 Q384 300 390 480Z" fill="#ffbf47"/>
  <path d="M160 170 Q240 60 320 170 Q300 110 240 108 Q180 110 160 170Z" fill="#27146e"/></svg>`
}

async function main() {
  fs.mkdirSync(path.join(pub, 'cursos'), { recursive: true })
  fs.mkdirSync(path.join(pub, 'libras'), { recursive: true })
  for (const category of videoCategories) {
    for (const video of category.videos) {
      const svg = await thumbnailSvg(video.titulo, category.nome, category.cor)
      await sharp(Buffer.from(svg)).resize(480, 270).webp({ quality: 72 }).toFile(path.join(pub, 'cursos', `${video.slug}.webp`))
    }
  }
  for (const kind of ['cinema', 'fundadora'] as const) {
    const image = sharp(Buffer.from(photoSvg(kind)))
    await image.clone().webp({ quality: 75 }).toFile(path.join(pub, 'libras', `${kind}.webp`))
  }
  await sharp(Buffer.from(librasFrame(0, 1280, 720))).webp({ quality: 70 }).toFile(path.join(pub, 'libras', 'hero-poster.webp'))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'libras-frames-'))
  const frames = 48
  for (let i = 0; i < frames; i += 1) {
    await sharp(Buffer.from(librasFrame(i / frames))).png().toFile(path.join(dir, `f${String(i).padStart(3, '0')}.png`))
  }
  const out = path.join(pub, 'libras', 'hero.webm')
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', '12', '-i', path.join(dir, 'f%03d.png'), '-c:v', 'libvpx-vp9', '-b:v', '150k', '-pix_fmt', 'yuv420p', '-an', out])
  const mp4 = path.join(pub, 'libras', 'hero.mp4')
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', '12', '-i', path.join(dir, 'f%03d.png'), '-c:v', 'libx264', '-profile:v', 'baseline', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4])
  fs.rmSync(dir, { recursive: true, force: true })
  console.log('Imagens e vídeo gerados em public/cursos e public/libras.')
}

void main()
