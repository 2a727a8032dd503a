/** The SVG of a course video's thumbnail (rendered to WebP by generate-assets.ts). */
import sharp from 'sharp'

import type { CategoryColor } from './course-data'

export const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;')

const colors: Record<CategoryColor, [string, string]> = {
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

/** The width in pixels of a line of text as librsvg draws it (measured, so a label's box always fits). */
export async function textWidth(text: string, fontSize: number, weight = 700): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${text.length * fontSize + 40}" height="${fontSize * 2}" font-family="DejaVu Sans, Arial, sans-serif"><text x="10" y="${fontSize * 1.4}" font-size="${fontSize}" font-weight="${weight}" fill="#000">${esc(text)}</text></svg>`
  const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true })
  return info.width
}

/**
 * A course video's thumbnail: category label, title and a play mark. The duration is not drawn: the
 * card prints it under the picture, and saying it twice was noise.
 */
export async function thumbnailSvg(title: string, category: string, color: CategoryColor) {
  const [from, to] = colors[color]
  const lines = wrap(title, 22)
    .map((l, i) => `<text x="40" y="${150 + i * 40}" font-size="34" font-weight="700" fill="#fff">${esc(l)}</text>`)
    .join('')
  const labelWidth = (await textWidth(category, 22)) + 36
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" font-family="DejaVu Sans, Arial, sans-serif">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="560" cy="70" r="140" fill="#fff" opacity="0.08"/><circle cx="600" cy="330" r="90" fill="#ffbf47" opacity="0.16"/>
  <rect x="40" y="40" rx="14" width="${labelWidth}" height="40" fill="#ffbf47"/>
  <text x="58" y="68" font-size="22" font-weight="700" fill="#170b45">${esc(category)}</text>
  ${lines}
  <circle cx="540" cy="250" r="46" fill="#fff" opacity="0.92"/><path d="M526 226 L562 250 L526 274 Z" fill="${to}"/>
</svg>`
}

