import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { avatarSvg, coverSvg, renderSeedImage } from './seed-image'

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-image-cache-'))
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }))

describe('demo image cache', () => {
  it('gives the very bytes of an uncached render, first rendered, then read back from the cache', async () => {
    const svg = coverSvg('Um site que vende enquanto você dorme', 'Loja virtual', 3)
    const uncached = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
    const first = await renderSeedImage(svg, cacheDir)
    expect(fs.readdirSync(cacheDir)).toHaveLength(1)
    const cachedFile = path.join(cacheDir, fs.readdirSync(cacheDir)[0]!)
    const second = await renderSeedImage(svg, cacheDir)
    expect(first.equals(uncached)).toBe(true)
    expect(second.equals(uncached)).toBe(true)
    expect(fs.readFileSync(cachedFile).equals(uncached)).toBe(true)
  })

  it('reads the cache instead of rendering again, and keeps one file per distinct image', async () => {
    const dir = path.join(cacheDir, 'outro')
    const svg = avatarSvg('Ana Souza', 1)
    await renderSeedImage(svg, dir)
    const [name] = fs.readdirSync(dir)
    // A marker in the cached file shows that the second call read it rather than rendering.
    fs.writeFileSync(path.join(dir, name!), 'marcador')
    expect((await renderSeedImage(svg, dir)).toString()).toBe('marcador')
    await renderSeedImage(avatarSvg('Bruno Lima', 1), dir)
    expect(fs.readdirSync(dir)).toHaveLength(2)
  })

  it('still renders when the cache folder cannot be written', async () => {
    const blocked = path.join(cacheDir, 'um-arquivo')
    fs.writeFileSync(blocked, '')
    const svg = avatarSvg('Carla Dias', 2)
    const data = await renderSeedImage(svg, path.join(blocked, 'cache'))
    expect(data.equals(await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer())).toBe(true)
  })
})
