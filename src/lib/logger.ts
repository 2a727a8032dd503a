import pino from 'pino'

import { env } from './env'

/** Structured JSON logs for the site's own events (Payload keeps its own logger). */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: { app: 'site' },
  timestamp: pino.stdTimeFunctions.isoTime,
})
