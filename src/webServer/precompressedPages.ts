// A page in Next's cache still costs this process a few milliseconds a request: Next reads and
// sends it, its head is rewritten (frameworkAfterFirstScreen.ts) and the compression middleware
// compresses it again, at a level fast enough to repeat every time. Here a public page Next sent
// with an ETag is kept as it went out, compressed once at the best Brotli and gzip levels (the
// guide: 12.7 KB instead of 15.6, so a new connection's first round trip carries it whole). Next
// still decides every request: asked with the kept page's ETag, it answers 304 when that page is
// still current (its cache and its revalidation, shared by every app server), and the kept bytes go
// out; any other answer goes out as Next wrote it and, when it is a page, is kept in its place.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import onHeaders from 'on-headers'

import { chunkBytes } from './chunkBytes'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const BEST_BROTLI = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
}
type Encoding = 'br' | 'gzip' | 'identity'
type KeptPage = { etag: string; type: string } & Record<Encoding, Buffer>
type Callback = (error?: Error | null) => void
type EndFn = (chunk?: unknown, encoding?: unknown, callback?: Callback) => ServerResponse

const BEST_GZIP = { level: zlib.constants.Z_BEST_COMPRESSION }
// Larger pages are left to the compression middleware.
const MAX_PAGE_BYTES = 1024 * 1024

/** The client's best encoding of ours: `br`, `gzip` or `identity`, as the compression middleware chooses. */
export function chooseEncoding(acceptEncoding = ''): Encoding {
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean)
    if (name) accepted.set(name, q ? Number(q[1]) : 1)
  }
  const quality = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br'
  if (quality('gzip') > 0) return 'gzip'
  return 'identity'
}

// Requests of Next's client router (RSC payloads, prefetches) are answered differently for the same path.
const isPageRequest = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && !('rsc' in req.headers) && !Object.keys(req.headers).some((name) => name.startsWith('next-router-')) && !/[?&]_rsc=/.test(req.url ?? '')
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0]!

/**
 * Kept pages for one server: `answerUnchanged(req, res)` goes before the compression middleware,
 * `keepChanged(req, res)` after it, under the head's rewrite; `isPublicPage(req, res)` says which
 * answers may be kept. At most `maxPages` are kept, the least recently sent going first.
 */
export function precompressedPages({ isPublicPage, maxPages = 300 }: { isPublicPage: (req: IncomingMessage, res: ServerResponse) => boolean; maxPages?: number }) {
  const pages = new Map<string, KeptPage>()
  const compressing = new Set<string>()

  async function keep(path: string, etag: string, type: string, identity: Buffer) {
    if (compressing.has(path)) return
    compressing.add(path)
    try {
      const [br, gz] = await Promise.all([brotli(identity, BEST_BROTLI), gzip(identity, BEST_GZIP)])
      pages.delete(path)
      pages.set(path, { etag, type, identity, br, gzip: gz })
      if (pages.size > maxPages) pages.delete(pages.keys().next().value!)
    } finally {
      compressing.delete(path)
    }
  }

  /** Asks Next about the kept page, and sends it when Next answers that it is unchanged. */
  function answerUnchanged(req: IncomingMessage, res: ServerResponse): void {
    // A client's own ETag gets Next's own answer.
    if (!isPageRequest(req) || req.headers['if-none-match'] !== undefined) return
    const path = pathOf(req.url)
    const page = pages.get(path)
    if (!page) return
    req.headers['if-none-match'] = page.etag
    let body: Buffer | null = null
    // Runs after the compression middleware's own check, which leaves a 304 alone.
    onHeaders(res, () => {
      if (res.statusCode !== 304 || res.getHeader('etag') !== page.etag) return
      const encoding = chooseEncoding(req.headers['accept-encoding'])
      body = page[encoding]
      res.statusCode = 200
      res.setHeader('Content-Type', page.type)
      if (encoding === 'identity') res.removeHeader('Content-Encoding')
      else res.setHeader('Content-Encoding', encoding)
      res.setHeader('Content-Length', body.length)
      const vary = res.getHeader('vary')
      res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      pages.delete(path)
      pages.set(path, page)
    })
    const end = res.end.bind(res)
    res.end = ((chunk?: string | Uint8Array | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) => {
      if (typeof chunk === 'function') return (res.end as EndFn)(undefined, undefined, chunk)
      if (typeof encoding === 'function') return (res.end as EndFn)(chunk, undefined, encoding)
      if (!res.headersSent) res.writeHead(res.statusCode)
      return body ? end(body, callback) : end(chunk, encoding as BufferEncoding, callback)
    }) as typeof res.end
  }

  /** Keeps a public page Next sent whole with an ETag this server does not hold yet, as it goes out. */
  function keepChanged(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET' || !isPageRequest(req)) return
    const path = pathOf(req.url)
    let chunks: { etag: string; type: string; parts: Buffer[] } | null = null
    let size = 0
    onHeaders(res, () => {
      const etag = res.getHeader('etag')
      const type = String(res.getHeader('content-type') ?? '')
      if (typeof etag !== 'string' || !isPublicPage(req, res) || res.hasHeader('set-cookie') || pages.get(path)?.etag === etag) return
      chunks = { etag, type, parts: [] }
    })
    const collect = (chunk: unknown, encoding: unknown) => {
      if (!chunks || chunk == null || typeof chunk === 'function') return
      const bytes = chunkBytes(chunk as string | Uint8Array, encoding)
      size += bytes.length
      if (size > MAX_PAGE_BYTES) chunks = null
      else chunks.parts.push(bytes)
    }
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    res.write = ((chunk: string | Uint8Array, encoding?: BufferEncoding, callback?: Callback) => {
      if (!res.headersSent) res.writeHead(res.statusCode)
      collect(chunk, encoding)
      return write(chunk, encoding as BufferEncoding, callback)
    }) as typeof res.write
    res.end = ((chunk?: string | Uint8Array, encoding?: BufferEncoding, callback?: Callback) => {
      if (!res.headersSent) res.writeHead(res.statusCode)
      collect(chunk, encoding)
      if (chunks) {
        const { etag, type, parts } = chunks
        keep(path, etag, type, Buffer.concat(parts)).catch((error) => console.error('[tubwise] could not keep a compressed page', error))
      }
      return end(chunk, encoding as BufferEncoding, callback)
    }) as typeof res.end
  }

  return { answerUnchanged, keepChanged }
}
