import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'


import { expect, test } from './fixtures'
import { cmsAdmin } from './content-helpers'

/*
 * Two app servers on one database, as behind a load balancer: a second server process starts on the test
 * server's build and database, and an edit saved through the first one must show on the second within
 * seconds (shared cache invalidation, features/shared-state/cache-sync.ts).
 */
test.describe('several app servers', () => {

  let second: ChildProcess | undefined
  let secondUrl = ''

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo
        server.close(() => resolve(free))
      })
    })
    secondUrl = `http://127.0.0.1:${port}`
    // Same environment as the test server (npm test passes it on), another port.
    second = spawn(process.execPath, [path.resolve('server/main.mjs')], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
      stdio: 'ignore',
    })
    await expect
      .poll(async () => (await fetch(`${secondUrl}/api/health`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] })
      .toBe(200)
  })

  test.afterAll(() => {
    second?.kill('SIGTERM')
  })

  test('an edit saved on one server shows on the other within seconds', async ({ request }) => {
    // A page template of its own (read through the cached public API), so that no other test meets it.
    const read = async () => (await (await fetch(`${secondUrl}/api/templates/teste-cluster`)).json()) as { subheading?: string }
    const cms = await cmsAdmin(request)
    const created = await cms.create('page-templates', { name: 'teste-cluster', heading: 'Teste', subheading: 'antes da edição' })
    try {
      // The second server caches the template before the edit.
      await expect.poll(async () => (await read()).subheading, { timeout: 10_000 }).toBe('antes da edição')
      const subheading = `editado no primeiro servidor em ${Date.now()}`
      const started = Date.now()
      await cms.update('page-templates', created.id, { subheading })
      await expect.poll(async () => (await read()).subheading, { timeout: 10_000, intervals: [100] }).toBe(subheading)
      test.info().annotations.push({ type: 'propagação', description: `${Date.now() - started} ms` })
    } finally {
      await cms.remove('page-templates', created.id)
    }
  })
})
