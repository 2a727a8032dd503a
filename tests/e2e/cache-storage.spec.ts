import fs from 'node:fs'
import path from 'node:path'


import { expect, test } from './fixtures'
/*
 * What Next caches from the database at run time stays in the server's memory: written into the build
 * folder it outlived the database it came from (a restore, a new database) and was served as current.
 */
test('data read from the database is not cached in the build folder', async ({ request }) => {
  const distDir = path.resolve(process.env.E2E_DIST_DIR ?? '.next-test')
  for (const page of ['/blog', '/cases', '/templates', '/']) expect((await request.get(page)).status()).toBe(200)
  const fetchCache = path.join(distDir, 'cache', 'fetch-cache')
  expect(fs.existsSync(fetchCache) ? fs.readdirSync(fetchCache) : []).toEqual([])
})
