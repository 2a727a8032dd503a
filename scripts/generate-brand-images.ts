/**
 * Renders the brand's share image and logo from SVG with sharp. The outputs are committed in public/;
 * run again (`npm run brand:images`) after changing the brand name or colours.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { env } from '@/lib/env'

const publicDir = path.resolve('public')
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const mark = `<rect width="64" height="64" rx="14" fill="#4a25c9"/><path d="M16 18h9l7 19 7-19h9L36 48h-8z" fill="#fff"/><circle cx="48" cy="46" r="5" fill="#ffbf47"/>`

const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#170b45"/><stop offset="0.6" stop-color="#27146e"/><stop offset="1" stop-color="#4a25c9"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1040" cy="120" r="220" fill="#6f4cf6" opacity="0.25"/>
  <circle cx="1120" cy="560" r="140" fill="#ffbf47" opacity="0.18"/>
  <g transform="translate(80 90) scale(1.5)">${mark}</g>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#fff">${escape(env.BRAND_NAME)}</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#e8e3ff">Sites, SEO e tráfego pago que trazem clientes</text>
  <text x="80" y="540" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#ffd27a">Resultados em até 30 dias · Resposta em até 2 horas úteis</text>
</svg>`

async function main() {
  fs.mkdirSync(publicDir, { recursive: true })
  await sharp(Buffer.from(ogSvg)).png({ compressionLevel: 9, palette: true }).toFile(path.join(publicDir, 'og-default.png'))
  await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">${mark}</svg>`))
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'logo.png'))
  console.log('public/og-default.png e public/logo.png gerados.')
}

void main()
