import { defineConfig } from '@playwright/test'

import { BROWSER_PROJECTS, GATE_PROJECT } from './tests/e2e/stages.mjs'

/*
 * Browser tests run against the production build (`scripts/start.mjs`) on a fresh database, with Debian's
 * Chromium. `npm test` (scripts/test.mjs) sets the test server's environment and installs Chromium.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://localhost:${port}`

/*
 * Tests get the HTML visitors get: no header changes a page for them. Pages may hydrate after their `load`
 * event, so the `page` fixture of tests/e2e/fixtures.ts waits for `<html data-hydrated>` after each
 * navigation before a test clicks.
 */

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
  },
  /*
   * Which width a visitor test runs at. A test runs once, at 1280 px (the desktop project), unless its tag
   * says otherwise: `@mobile` for what exists on phones only (the menu button, touch screens' open lists,
   * stacked layouts) runs at 375 px only; `@both` for what the two layouts do differently runs at both.
   * Behaviour, HTTP and the per-page quality checks (axe, HTML, external requests, links, script budget) do
   * not depend on the width: they run once. Phones' accessibility and best practices on every public route
   * are measured by the Lighthouse gate (mobile profile).
   */
  projects: [
    {
      name: 'mobile',
      testIgnore: [/lighthouse\.spec/, /admin-(editing|seo|pages)\.spec/, /staff-walkthrough\.spec/],
      grep: /@mobile|@both/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: [/lighthouse\.spec/, /admin-(editing|seo|pages)\.spec/, /staff-walkthrough\.spec/],
      grepInvert: /@mobile/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Staff publishing through /admin adds posts to /blog; it runs after the visitors' tests, which count
    // the seeded posts, so those counts never race an editor's new post (nor an edited price or promotion
    // the product pages' tests read). The admin is a desktop tool.
    {
      name: 'publishing',
      testMatch: /admin-(editing|seo|pages)\.spec/,
      grepInvert: /@page-texts/,
      dependencies: ['mobile', 'desktop'],
      use: { viewport: { width: 1280, height: 800 } },
    },
    // A staff member's walkthrough in the admin's forms (a price, a promotion, a course video, a draft in the
    // live preview, a renamed post): it edits the same globals as admin-pages.spec, so it runs after the
    // 'publishing' project rather than beside it. `--project walkthrough --no-deps` runs it alone.
    {
      name: 'walkthrough',
      testMatch: /staff-walkthrough\.spec/,
      dependencies: ['publishing'],
      use: { viewport: { width: 1280, height: 800 } },
    },
    // The walkthrough's tests run one after the other: beside them, instead of an idle worker, the tests of
    // admin-pages.spec tagged @page-texts, which edit none of the globals the walkthrough edits or reads (the
    // service desk's, the cases', Libras', the home's, the blog's, the store's texts, the site settings).
    {
      name: 'page-texts',
      testMatch: /admin-pages\.spec/,
      grep: /@page-texts/,
      dependencies: ['publishing'],
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Runs alone, after the others, so that no other test competes for the CPU it measures (`npm test` runs it
    // on its own once the browser tests and the Vitest suites have ended: tests/e2e/stages.mjs). Not retried in
    // CI: it judges each page against the bare Next page measured in the same run (noise moves both), and
    // a retry would only pick the luckier of two passes.
    { name: GATE_PROJECT, testMatch: /lighthouse\.spec/, dependencies: BROWSER_PROJECTS, retries: 0 },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/robots.txt`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
