import { LinkChecker } from 'linkinator'

import { expect, test } from '../fixtures'

test('a crawl from / finds no broken internal link or image', async ({ baseURL }) => {
  test.setTimeout(300_000)
  const checker = new LinkChecker()
  const result = await checker.check({
    path: baseURL!,
    recurse: true,
    concurrency: 4,
    timeout: 30_000,
    // Other hosts (WhatsApp, social networks, the video platform) are links, not checked here: no internet.
    linksToSkip: async (link) => !link.startsWith(baseURL!),
  })
  const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.status} ${l.url} (em ${l.parent})`)
  expect(broken).toEqual([])
  expect(result.links.filter((l) => l.state === 'OK').length).toBeGreaterThan(20)
})
