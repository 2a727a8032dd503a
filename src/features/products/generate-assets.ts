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

const pub = path.resolve('public')
const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const colors: Record<string, [string, string]> = {
  brand: ['#27146e', '#6f4cf6'],
  consulting: ['#0f3d22', '#1e6b3a'],
  web: ['#083f50', '#0b6e8a'],
  seo: ['#170b45', '#4a25c9'],
  ads: ['#5c0f2c', '#b4235a'],
}

function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > max) {
      lines.push(line.trim())
      line = word
    } else line += ` ${word}`
  }
  lines.push(line.trim())
  return lines
}

function thumbnailSvg(title: string, category: string, duration: string, [from, to]: [string, string]) {
  const lines = wrap(title, 22)
    .map((l, i) => `<text x="40" y="${150 + i * 40}" font-size="34" font-weight="700" fill="#fff">${esc(l)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" font-family="DejaVu Sans, Arial, sans-serif">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="560" cy="70" r="140" fill="#fff" opacity="0.08"/><circle cx="600" cy="330" r="90" fill="#ffbf47" opacity="0.16"/>
  <rect x="40" y="40" rx="14" width="${category.length * 13 + 36}" height="40" fill="#ffbf47"/>
  <text x="58" y="68" font-size="22" font-weight="700" fill="#170b45">${esc(category)}</text>
  ${lines}
  <circle cx="540" cy="250" r="46" fill="#fff" opacity="0.92"/><path d="M526 226 L562 250 L526 274 Z" fill="${to}"/>
  <rect x="40" y="296" rx="8" width="96" height="36" fill="#000" opacity="0.55"/>
  <text x="56" y="321" font-size="22" fill="#fff">${esc(duration)}</text>
</svg>`
}

/** A stylised scene: an interpreter's silhouette signing beside a stage screen, in the brand palette. */
function librasFrame(t: number, width = 640, height = 360) {
  const a = Math.sin(t * Math.PI * 2)
  const b = Math.cos(t * Math.PI * 2)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 360">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#170b45"/><stop offset="1" stop-color="#3a1ea0"/></linearGradient>
    <radialGradient id="spot" cx="0.72" cy="0.35" r="0.5"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.35"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="640" height="360" fill="url(#bg)"/><rect width="640" height="360" fill="url(#spot)"/>
  <rect x="60" y="70" width="300" height="170" rx="10" fill="#27146e" stroke="#6f4cf6" stroke-width="4"/>
  <rect x="84" y="96" width="${180 + a * 40}" height="14" rx="7" fill="#b2a1ff"/><rect x="84" y="124" width="220" height="10" rx="5" fill="#6f4cf6"/>
  <rect x="84" y="146" width="${150 - b * 30}" height="10" rx="5" fill="#6f4cf6"/>
  <g transform="translate(470 120)">
    <circle cx="0" cy="0" r="34" fill="#ffd27a"/>
    <path d="M-60 150 Q-58 52 0 46 Q58 52 60 150 Z" fill="#ffbf47"/>
    <g transform="rotate(${-20 + a * 28} -40 70)"><rect x="-96" y="62" width="60" height="18" rx="9" fill="#ffd27a"/><circle cx="-98" cy="71" r="14" fill="#fff"/></g>
    <g transform="rotate(${15 + b * 30} 40 70)"><rect x="36" y="62" width="60" height="18" rx="9" fill="#ffd27a"/><circle cx="98" cy="71" r="14" fill="#fff"/></g>
  </g>
  <circle cx="${60 + t * 520}" cy="320" r="6" fill="#ffbf47" opacity="0.8"/>
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
      const svg = thumbnailSvg(video.titulo, category.nome, video.duracao, colors[category.cor]!)
      await sharp(Buffer.from(svg)).resize(480, 270).webp({ quality: 72 }).toFile(path.join(pub, 'cursos', `${video.id}.webp`))
    }
  }
  for (const kind of ['cinema', 'fundadora'] as const) {
    const image = sharp(Buffer.from(photoSvg(kind)))
    await image.clone().webp({ quality: 75 }).toFile(path.join(pub, 'libras', `${kind}.webp`))
    await image.clone().avif({ quality: 50 }).toFile(path.join(pub, 'libras', `${kind}.avif`))
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
