/**
 * The browser suite's two stages (playwright.config.ts, scripts/test.mjs): the browser tests' projects, and
 * the Lighthouse gate's project, which runs after them and alone, since it measures the CPU.
 * `npm test` starts the browser tests as soon as the production build is ready, while the Vitest suites
 * finish, and the gate once everything else has ended.
 */
export const BROWSER_PROJECTS = ['mobile', 'desktop', 'publishing', 'walkthrough', 'page-texts']
export const GATE_PROJECT = 'lighthouse'
