import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeS3 } from '../helpers/fake-s3'
import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/*
 * With S3_BUCKET set, uploads go to the bucket (shared by every app server) and not to the local disk;
 * the site and the download route read them back from there.
 */
let payload: Payload
let dataDir: string
let s3: Awaited<ReturnType<typeof startFakeS3>>

beforeAll(async () => {
  s3 = await startFakeS3()
  ;({ payload, dataDir } = await createTestPayload({
    S3_BUCKET: 'site-arquivos',
    S3_ENDPOINT: s3.url,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'teste',
    S3_SECRET_ACCESS_KEY: 'segredo-de-teste',
  }))
})
afterAll(async () => {
  await destroyTestPayload(payload, dataDir)
  await s3.close()
})

const png = () => sharp({ create: { width: 800, height: 420, channels: 3, background: '#3b1f9e' } }).png().toBuffer()

describe('uploads in an S3 bucket', () => {
  it('stores an image and its sizes in the bucket, not on the disk, and removes them with the document', async () => {
    const data = await png()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Quadrado roxo' },
      file: { data, mimetype: 'image/png', name: 'quadrado.png', size: data.length },
      overrideAccess: true,
    })
    const keys = [...s3.objects.keys()]
    expect(keys).toContain(`site-arquivos/media/${doc.filename}`)
    expect(keys.filter((k) => k.startsWith('site-arquivos/media/')).length).toBeGreaterThan(1)
    expect(fs.existsSync(path.join(dataDir, 'media', doc.filename!))).toBe(false)

    const { readStoredFile } = await import('@/features/shared-state/file-storage')
    const { env } = await import('@/lib/env')
    const stored = await readStoredFile(env, 'media', { filename: doc.filename!, prefix: (doc as { prefix?: string }).prefix })
    expect(stored.equals(s3.objects.get(`site-arquivos/media/${doc.filename}`)!)).toBe(true)

    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    expect([...s3.objects.keys()].filter((k) => k.includes(path.parse(doc.filename!).name))).toEqual([])
  })

  it('keeps template files private in the bucket and reads them back for the download route', async () => {
    const data = Buffer.from('PK\u0003\u0004 arquivo de template de teste')
    const doc = await payload.create({
      collection: 'store-deliverables',
      data: {},
      file: { data, mimetype: 'application/zip', name: 'template-teste.wix', size: data.length },
      overrideAccess: true,
    })
    expect(s3.objects.get(`site-arquivos/deliverables/${doc.filename}`)?.equals(data)).toBe(true)
    const { readStoredFile } = await import('@/features/shared-state/file-storage')
    const { env } = await import('@/lib/env')
    const read = await readStoredFile(env, 'store-deliverables', { filename: doc.filename!, prefix: (doc as { prefix?: string }).prefix })
    expect(read.equals(data)).toBe(true)
  })
})
