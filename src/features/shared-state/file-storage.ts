import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, S3 } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { Env } from '@/lib/env'

/*
 * Where uploaded files live. By default on this server's disk, under the data folder. With S3_BUCKET set,
 * in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), so that several app servers share them:
 * images are still served through Payload's file route (/cms-api/media/file/…), and template files stay
 * private (the bucket is never read directly by visitors; /api/downloads/<token> streams them).
 */

/** Upload collections and their key prefix in the bucket. */
const PREFIXES = { media: 'media', 'store-deliverables': 'deliverables' } as const
type UploadCollection = keyof typeof PREFIXES

type StorageEnv = Pick<Env, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>

function s3Config(env: StorageEnv) {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    // Checksums only where S3 requires them: several S3-compatible services reject the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

/**
 * Payload's S3 adapter, on when S3_BUCKET is set. Its `prefix` field is always in the schema, so that
 * both ways of storing share one set of migrations.
 */
export function fileStoragePlugin(env: StorageEnv): Plugin {
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? 'sem-bucket',
    acl: 'private',
    collections: {
      media: { prefix: PREFIXES.media },
      'store-deliverables': { prefix: PREFIXES['store-deliverables'] },
    },
    config: s3Config(env),
  })
}

let client: S3 | undefined

/** The bytes of an uploaded file, from the bucket or from the collection's folder on disk. */
export async function readStoredFile(
  env: StorageEnv & Pick<Env, 'dataDir'>,
  collection: UploadCollection,
  file: { filename: string; prefix?: string | null },
): Promise<Buffer> {
  const name = path.basename(file.filename)
  if (!env.S3_BUCKET) {
    const folder = collection === 'media' ? 'media' : 'deliverables'
    return fs.readFile(path.join(env.dataDir, folder, name))
  }
  client ??= new S3(s3Config(env))
  const key = path.posix.join(file.prefix || PREFIXES[collection], name)
  const object = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: key }))
  if (!object.Body) throw new Error(`Objeto vazio no bucket: ${key}`)
  return Buffer.from(await object.Body.transformToByteArray())
}
