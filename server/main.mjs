#!/usr/bin/env node
/** Entry point used by `npm start` (scripts/start.mjs) after the build: serves the app on PORT. */
import path from 'node:path'

import { startServer } from './index.mjs'

const dir = path.resolve(import.meta.dirname, '..')
const siteUrl = process.env.SITE_URL || 'http://localhost:3000'
await startServer({
  dir,
  port: Number(process.env.PORT || 3000),
  hostname: process.env.BIND_HOST || '0.0.0.0',
  production: process.env.NODE_ENV === 'production',
  https: siteUrl.startsWith('https://'),
  trustProxy: /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? ''),
})
