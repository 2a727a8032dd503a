#!/usr/bin/env node
/** Entry point used by `npm start` (scripts/start.mjs) after the build: serves the app on PORT. */
import path from 'node:path'

import { serverConfig } from './config.mjs'
import { startServer } from './index.mjs'

const dir = path.resolve(import.meta.dirname, '..')
let config
try {
  config = serverConfig(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const { port, hostname, production, https, trustProxy } = config
await startServer({ dir, port, hostname, production, https, trustProxy })
