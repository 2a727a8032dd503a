import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')
const importMap = path.join(root, 'src', 'app', '(payload)', 'admin', 'importMap.js')

/*
 * The admin renders a custom component (a field, a button, a cell) only when the generated import map
 * lists it; one left out renders nothing, silently (the "Senha atual" field and the e-mail retry button
 * were missing after a merge). Payload's generator is run and must not change the committed file.
 */
it('the admin import map committed is the one Payload generates from the config', () => {
  const committed = fs.readFileSync(importMap, 'utf8')
  try {
    const result = spawnSync(path.join(root, 'node_modules', '.bin', 'payload'), ['generate:importmap'], { cwd: root, encoding: 'utf8' })
    expect(result.status, result.stderr).toBe(0)
    expect(fs.readFileSync(importMap, 'utf8'), 'rode `npx payload generate:importmap` e faça commit do resultado').toBe(committed)
  } finally {
    fs.writeFileSync(importMap, committed)
  }
}, 120_000)
