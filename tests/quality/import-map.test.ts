import fs from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')
const importMap = path.join(root, 'src', 'app', '(payload)', 'admin', 'importMap.js')

/*
 * The admin renders a custom component (a field, a button, a cell) only when the generated import map
 * lists it; one left out renders nothing, silently (the "Senha atual" field and the e-mail retry button
 * were missing after a merge). Payload's generator is run and must not change the committed file: the
 * function `npx payload generate:importmap` calls, on the same config, here in the test's process (the
 * command line spent twice the CPU, most of it loading its own TypeScript loader and the config again).
 */
it('the admin import map committed is the one Payload generates from the config', async () => {
  const committed = fs.readFileSync(importMap, 'utf8')
  try {
    const { generateImportMap } = await import('payload')
    const config = await (await import('@/payload.config')).default
    await generateImportMap(config, { log: false })
    expect(fs.readFileSync(importMap, 'utf8'), 'rode `npx payload generate:importmap` e faça commit do resultado').toBe(committed)
  } finally {
    fs.writeFileSync(importMap, committed)
  }
}, 120_000)
