// Next as far as our web server's public pages pipeline (src/platform/webServer/publicPages.ts) is concerned:
// pages with ETags, answered 304 to a matching If-None-Match, with the headers Next sends with a page
// of its cache (x-nextjs-cache, Cache-Control) or of a page rendered per request.
import http from 'node:http'
import zlib from 'node:zlib'

import compression from 'compression'

import { deferFrameworkScripts } from '@/platform/webServer/frameworkAfterFirstScreen'
import { type Middleware, publicPages } from '@/platform/webServer/publicPages'
import { assignRequestId } from '@/platform/webServer/requestId'
import { closing, listening } from './rawHttp'

export type FakePage = {
  html: string
  etag: string
  cookie?: boolean
  /**
   * Next's x-nextjs-cache: `HIT` for a page of its cache, `STALE` while it renders one again, null for a page rendered
   * per request.
   */
  cache: 'HIT' | 'STALE' | null
  cacheControl: string
}

export class FakeNext {
  pages = new Map<string, FakePage>()
  /** Every request handed to Next: `METHOD path`. */
  calls: string[] = []
  rendered: string[] = []
  askedWith: { path: string; etag: string }[] = []
  /** Runs as Next reads its cache, before it answers. */
  whileAnswering: () => Promise<void> | void = () => {}

  set(
    path: string,
    html: string,
    extra: { cookie?: boolean; etag?: string | null; cache?: FakePage['cache']; cacheControl?: string } = {},
  ) {
    this.pages.set(path, {
      html,
      etag: extra.etag === null ? '' : (extra.etag ?? `"${path}-${html.length}-${this.pages.size}"`),
      cookie: extra.cookie,
      cache: extra.cache === undefined ? 'HIT' : extra.cache,
      cacheControl: extra.cacheControl ?? 's-maxage=3600, stale-while-revalidate=31532400',
    })
  }

  async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    this.calls.push(`${req.method} ${path}`)
    await this.whileAnswering()
    const found = this.pages.get(path)
    if (!found) {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end('<html><head></head><body>Not found</body></html>')
      return
    }
    // As next.config.ts's headers() and Next's own.
    res.setHeader('Content-Security-Policy', "default-src 'self'")
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Vary', 'rsc')
    res.setHeader('Cache-Control', found.cacheControl)
    if (found.cache) res.setHeader('X-Nextjs-Cache', found.cache)
    if (found.etag) res.setHeader('ETag', found.etag)
    const asked = req.headers['if-none-match']
    if (typeof asked === 'string') this.askedWith.push({ path, etag: asked })
    if (found.etag && asked === found.etag) {
      res.statusCode = 304
      res.end()
      return
    }
    this.rendered.push(path)
    if (found.cookie) res.setHeader('Set-Cookie', 'session=1')
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', Buffer.byteLength(found.html))
    res.end(req.method === 'HEAD' ? undefined : found.html)
  }
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; raw: Buffer; text: string }

/** `method path` on `base`, its body decompressed as its Content-Encoding says. */
export function request(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = response.headers['content-encoding']
          const body =
            method === 'HEAD'
              ? raw
              : encoding === 'br'
                ? zlib.brotliDecompressSync(raw)
                : encoding === 'gzip'
                  ? zlib.gunzipSync(raw)
                  : raw
          resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: body.toString('utf8') })
        })
      })
      .on('error', reject)
      .end()
  })
}

/** A public page's head as Next writes it, with one framework script. */
export const PAGE_HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script ' +
  'src="/_next/static/chunks/main.js" async=""></script><title>Guide</title></head>'
/** A public page whose text is `words`, many times. */
export const pageOf = (words: string) => `${PAGE_HEAD}<body><main>${`${words} `.repeat(300)}</main></body></html>`
/** `html` as the pipeline sends it: its framework scripts deferred. */
export const asSent = (html: string) => deferFrameworkScripts(PAGE_HEAD) + html.slice(PAGE_HEAD.length)

type PipelineOptions = Omit<Parameters<typeof publicPages>[0], 'compress'>

/**
 * An HTTP server on a free port, wired as src/platform/webServer/server.ts wires it (a fresh request id,
 * then the public pages pipeline, with the compression middleware, in front of `next()`'s Next).
 * `use` builds a new pipeline (fresh kept pages) with `options`.
 */
export async function pipelineServer(next: () => FakeNext) {
  let respond: Middleware = () => undefined
  const server = http.createServer((req, res) => {
    assignRequestId(req, res)
    respond(req, res, () => next().handle(req, res))
  })
  const base = `http://127.0.0.1:${await listening(server)}`
  return {
    use: (options: PipelineOptions) => {
      respond = publicPages({ ...options, compress: compression() as unknown as Middleware })
    },
    request: (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      request(base, path, headers, method),
    close: () => closing(server),
  }
}
