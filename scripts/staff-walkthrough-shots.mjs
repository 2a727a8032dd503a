#!/usr/bin/env node
/**
 * The screenshots of the staff guide (docs/staff-walkthrough.md): runs the browser test of the staff
 * walkthrough (tests/e2e/staff-walkthrough.spec.ts) on a fresh database, telling it where to save a PNG of
 * each admin step at 1280 px and of the public pages at 375 and 1280 px: docs/screenshots/walkthrough/.
 * The test checks the same things with or without pictures; STAFF_WALKTHROUGH_SHOTS changes no page.
 *
 *   node scripts/staff-walkthrough-shots.mjs      (E2E_PORT and E2E_DIST_DIR as for the other tests)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const folder = path.join(root, 'docs', 'screenshots', 'walkthrough')
fs.mkdirSync(folder, { recursive: true })
for (const file of fs.readdirSync(folder)) if (file.endsWith('.png')) fs.rmSync(path.join(folder, file))

const result = spawnSync(
  process.execPath,
  [path.join(root, 'scripts', 'test.mjs'), 'e2e', 'tests/e2e/staff-walkthrough.spec.ts', '--project', 'walkthrough', '--no-deps'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, STAFF_WALKTHROUGH_SHOTS: folder } },
)
if (result.status === 0) console.log(`\nCapturas em ${path.relative(root, folder)}: ${fs.readdirSync(folder).filter((f) => f.endsWith('.png')).sort().join(', ')}`)
process.exit(result.status ?? 1)
