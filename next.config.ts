import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { LEGACY_REWRITES } from './src/lib/legacy-addresses'

const nextConfig: NextConfig = {
  // The test suite builds into its own folder so that it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The server (server/index.mjs) compresses after adding the CSP nonce to each document.
  compress: false,
  // Next's cache (pages, route handlers' answers, unstable_cache data) lives in the site's cache handler:
  // in memory, never in the build folder (on disk it outlived the database it came from: a restore, a switch
  // to PostgreSQL, each test run's fresh database), and several app servers keep it in step through the
  // cache_invalidations table (src/features/shared-state/cache-sync.ts). Servers start from the project's
  // folder (npm start, server/main.mjs).
  cacheHandler: path.resolve('server/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // globalNotFound: app/global-not-found.tsx answers unmatched addresses with complete HTML (two root layouts).
  // The stylesheet is one file, cached across pages (Next's default): with experimental.inlineCss each
  // document carried the whole 48 KB of CSS twice, in a <style> and again inside its RSC payload.
  experimental: { globalNotFound: true },
  reactStrictMode: true,
  // The old site's addresses answer what the page or API they name answers (src/lib/legacy-addresses.ts).
  rewrites: async () => LEGACY_REWRITES,
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
  },
}

type HeaderRule = { source: string; headers: { key: string; value: string }[] }

/**
 * Payload adds `Accept-CH`/`Critical-CH` (for the admin's colour scheme) to every route. On public pages
 * Chromium then restarts the first navigation to send the hint, which costs hundreds of milliseconds on
 * phones, so those headers are kept on the admin only.
 */
export function scopeClientHintsToAdmin(rules: HeaderRule[]): HeaderRule[] {
  return rules.map((rule) =>
    rule.headers.some((h) => h.key === 'Accept-CH' || h.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}

const payloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = payloadConfig.headers

export default {
  ...payloadConfig,
  headers: async () => scopeClientHintsToAdmin(((await payloadHeaders?.()) ?? []) as HeaderRule[]),
} satisfies NextConfig
