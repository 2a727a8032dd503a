import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/*
 * The admin renders a custom component only when its path is in the generated import map
 * (src/app/(payload)/admin/importMap.js, `npx payload generate:importmap`); a path missing there renders
 * nothing, silently. So it went for "Senha atual" and the outbox's "Tentar de novo", which nobody saw.
 */
let payload: Payload
let dataDir: string
beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
})
afterAll(async () => destroyTestPayload(payload, dataDir))

function componentPaths(value: unknown, found: Set<string>, key = ''): Set<string> {
  if (typeof value === 'string') {
    if ((key === 'Field' || key === 'Cell' || key === 'Label' || key === 'Description') && /#\w+$/.test(value)) found.add(value)
  } else if (Array.isArray(value)) {
    for (const item of value) componentPaths(item, found, key)
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (k !== 'parent') componentPaths(v, found, k)
  }
  return found
}

describe('admin import map', () => {
  it('holds every field component the collections and globals name', () => {
    const map = fs.readFileSync(path.resolve('src/app/(payload)/admin/importMap.js'), 'utf8')
    const paths = new Set<string>()
    for (const entity of [...payload.config.collections, ...payload.config.globals]) componentPaths(entity.fields, paths)
    expect(paths).toContain('/features/email/retry-email-button#RetryEmailButton')
    expect(paths).toContain('@payloadcms/ui#PasswordField')
    const missing = [...paths].filter((p) => !map.includes(`"${p}"`))
    expect(missing).toEqual([])
  })
})
