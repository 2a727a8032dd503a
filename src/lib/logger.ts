import pino from 'pino'

import { env } from './env'

const jsonLogger = (app: string) => pino({ level: env.LOG_LEVEL, base: { app }, timestamp: pino.stdTimeFunctions.isoTime })

/** Structured JSON logs for the site's own events. */
export const logger = jsonLogger('site')

/**
 * Payload's logger (payload.config.ts `logger`): the same JSON lines. Payload's default pretty-prints
 * with colours, which a log collector cannot parse and which cost a lead submission about a millisecond
 * of CPU per line.
 */
export const payloadLogger = jsonLogger('payload')
