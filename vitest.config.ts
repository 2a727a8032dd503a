import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
      // `server-only` guards the Next bundle; in tests the code runs on the server anyway.
      'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/quality/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // As the browser tests (playwright.config.ts): in CI, on a shared machine, a test that fails is taken once
    // more, and Vitest's report names it as retried; a test that fails twice fails the run.
    retry: process.env.CI ? 1 : 0,
  },
})
