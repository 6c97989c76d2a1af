// The response pipeline for the public site's pages (the diagram: src/platform/webServer/README.md).
// Next's answer to a page request is read once (heldAnswer.ts); a public page's HTML then goes
// through a list of pure transforms (pageTransforms.ts), is kept for the next request when Next
// gave it an ETag (precompressedPages.ts), and is sent, all here. A kept page Next confirmed less
// than a second ago, with no revalidation since, goes out without asking Next (confirmedPages.ts):
//
//   request ─► kept copy Next confirmed < 1 s ago, no revalidation since (not a preview)?
//           │    ─► send the kept bytes, with that 304's headers, without Next
//           └─► kept copy? ask Next with its ETag
//                 ─► Next ─┬─► 304 for that ETag? ─► confirmed, if a current page of its cache
//                          │     ─► send the kept bytes (best compression, with length)
//                          ├─► public page (GET/HEAD, 200, HTML, not /admin)? ─► transforms ─► keep
//                          │     ─► compress per response, send
//                          └─► anything else: streamed as Next writes it, compressed per response
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { answeredUnchanged, asksPastItsCache, isRouterRequest } from '@/platform/next/nextContracts.mjs'

import { confirmations } from './confirmedPages'
import { holdAnswer } from './heldAnswer'
import type { HtmlTransform } from './pageTransforms'
import { chooseEncoding, type KeptPage, MAX_KEPT_PAGE_BYTES, precompressedPages } from './precompressedPages'

/** A connect-style middleware: the compression middleware is one. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * Whether an answer is a public page: a successful HTML answer to GET or HEAD, outside the admin.
 * The admin is told by the path alone: `/admin?x=1` is the admin.
 */
export const isPublicPage = (req: IncomingMessage, res: ServerResponse): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  res.statusCode === 200 &&
  /^text\/html\b/.test(String(res.getHeader('content-type') ?? '')) &&
  !isAdminPath(pathOf(req.url))

const isAdminPath = (path: string) => /^\/admin(\/|$)/.test(path)

const isPageRequest = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && !isRouterRequest(req.headers, req.url ?? '')
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0]!

/**
 * The pipeline: `(req, res, next)` answers `req`, where `next()` hands it to Next. `compress`
 * compresses per response (what is not a kept copy); `transforms` change a public page's HTML, in
 * order. `freshForMs` and `now`: how long, by which clock, Next's confirmation of a kept page stands.
 */
export function publicPages({
  transforms,
  compress,
  maxPages,
  freshForMs,
  now,
}: {
  transforms: HtmlTransform[]
  compress: Middleware
  maxPages?: number
  freshForMs?: number
  now?: () => number
}): Middleware {
  const kept = precompressedPages(maxPages)
  const confirmed = confirmations({ freshForMs, now })

  return (req, res, next) => {
    const path = pathOf(req.url)
    // A client's own ETag gets Next's own answer.
    const asked = isPageRequest(req) && req.headers['if-none-match'] === undefined ? kept.get(path) : undefined
    // Staff's preview (draft mode) is rendered past Next's cache: Next's answer confirms nothing.
    const fromCache = !asksPastItsCache(req.headers)
    if (asked && fromCache && confirmed.holds(asked.confirmation)) {
      sendKept(req, res, asked, asked.confirmation.headers, (bytes) => res.writeHead(200).end(bytes))
      kept.sent(path)
      return
    }
    const asking = confirmed.asking()
    if (asked) req.headers['if-none-match'] = asked.etag
    // The response's own methods, under the compression middleware: a kept copy is compressed already.
    const direct = {
      writeHead: res.writeHead as (statusCode: number) => ServerResponse,
      end: res.end as (body: Buffer) => ServerResponse,
    }
    const unchanged = () => asked !== undefined && answeredUnchanged(res.statusCode, res.getHeader('etag'), asked.etag)

    compress(req, res, () => {
      holdAnswer(
        res,
        () => unchanged() || isPublicPage(req, res),
        (body) => {
          if (asked && unchanged()) {
            if (fromCache) kept.confirm(path, asked.etag, confirmed.confirmedBy(res, asking))
            sendKept(req, res, asked, {}, (bytes) => {
              direct.writeHead.call(res, 200)
              direct.end.call(res, bytes)
            })
            kept.sent(path)
            return
          }
          // Next may have failed after its headers (its error path ends what it wrote): not a page to change.
          const page = isPublicPage(req, res) ? transformed(body, transforms) : body
          const etag = res.getHeader('etag')
          if (
            req.method === 'GET' &&
            isPageRequest(req) &&
            isPublicPage(req, res) &&
            typeof etag === 'string' &&
            !res.hasHeader('set-cookie') &&
            kept.get(path)?.etag !== etag &&
            page.length <= MAX_KEPT_PAGE_BYTES
          ) {
            kept.keep(path, etag, String(res.getHeader('content-type') ?? ''), page)
          }
          // Its length changed; the compression middleware streams it, as it streams every other answer.
          res.removeHeader('content-length')
          res.end(req.method === 'HEAD' ? undefined : page)
        },
      )
      next()
    })
  }
}

/**
 * Sends `page` in the client's best encoding, with `headers` (Next's, when it is not asked) and
 * those of the bytes sent; `send` writes the status and the bytes (a HEAD request's are dropped by Node).
 */
function sendKept(
  req: IncomingMessage,
  res: ServerResponse,
  page: KeptPage,
  headers: OutgoingHttpHeaders,
  send: (bytes: Buffer) => void,
): void {
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  const bytes = page[encoding]
  res.statusCode = 200
  res.setHeader('Content-Type', page.type)
  if (encoding === 'identity') res.removeHeader('Content-Encoding')
  else res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', bytes.length)
  const vary = res.getHeader('vary')
  res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  send(bytes)
}

/** `body` (UTF-8 HTML) through `transforms`; the same bytes when there are none. */
function transformed(body: Buffer, transforms: HtmlTransform[]): Buffer {
  if (transforms.length === 0) return body
  const html = body.toString('utf8')
  const result = transforms.reduce((page, transform) => transform(page), html)
  return result === html ? body : Buffer.from(result)
}
