import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A tiny S3-compatible server for tests (path-style addresses: /<bucket>/<key>): PUT, GET, HEAD and
 * DELETE of objects kept in memory. Signatures are not checked. Enough for Payload's S3 adapter with
 * small files (single PutObject, no multipart upload).
 */
export async function startFakeS3(): Promise<{ url: string; objects: Map<string, Buffer>; close: () => Promise<void> }> {
  const objects = new Map<string, Buffer>()
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname.slice(1))
      const body = Buffer.concat(chunks)
      if (req.method === 'PUT') {
        objects.set(key, String(req.headers['content-encoding'] ?? '').includes('aws-chunked') ? decodeAwsChunked(body) : body)
        res.writeHead(200, { ETag: '"fake"' }).end()
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        const object = objects.get(key)
        if (!object) {
          res.writeHead(404, { 'Content-Type': 'application/xml' })
          res.end(req.method === 'GET' ? '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>not found</Message></Error>' : undefined)
          return
        }
        res.writeHead(200, { 'Content-Length': object.length, ETag: '"fake"', 'Content-Type': 'application/octet-stream' })
        res.end(req.method === 'GET' ? object : undefined)
      } else if (req.method === 'DELETE') {
        objects.delete(key)
        res.writeHead(204).end()
      } else {
        res.writeHead(405).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, objects, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Undoes the SDK's `aws-chunked` body encoding: `<hex size>[;…]\r\n<bytes>\r\n` … `0\r\n<trailers>`. */
function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16)
    if (!size) break
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}
