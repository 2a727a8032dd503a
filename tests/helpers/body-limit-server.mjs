/**
 * A real server process for the body-limit tests: the site's request handler (server/index.mjs) in front
 * of a stand-in for Next that reads every body whole, as a route handler's `request.text()` does.
 * Prints `{"port": …}` once listening.
 */
import { createServer } from 'node:http'

import { createRequestHandler } from '../../server/index.mjs'

async function readsWholeBody(req, res) {
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  const text = Buffer.concat(chunks).toString('utf8')
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ received: text.length }))
}

const log = { error: () => {}, warn: () => {}, info: () => {} }
// BODY_LIMIT_SERVER_BARE=1: the stand-in alone, without the site's handler (the control the test measures against).
const bare = process.env.BODY_LIMIT_SERVER_BARE === '1'
const server = createServer(bare ? readsWholeBody : createRequestHandler({ handle: readsWholeBody, microCacheMs: 0, log }))
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`))
