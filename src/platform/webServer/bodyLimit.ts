import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import { safeDecode } from '@/platform/http/safeDecode'
import { MAX_UPLOAD_BODY_BYTES, UPLOAD_COLLECTIONS } from '@/platform/next/sharedWithWebServer.mjs'

import { hasStaffSession } from './staffSession'

// Used by the web server (server.ts). Next buffers up to 10 MB of a request to /api before any route looks at
// it, and a webhook reads its raw body before checking anything. Our server holds each route family
// to a limit of its own before Next sees a byte: a Content-Length above it is answered 413 at once
// (up to MAX_DRAIN more bytes are then read and dropped so the connection stays usable; a larger
// body closes it), and a chunked body is counted as it arrives and cut off (413, connection closed)
// once it passes the limit; nothing is buffered on the way.
//
// The limit is chosen from the path as sent and the path Next routes (decoded, one slash for many;
// a target with dot segments never gets here, requestTarget.ts), the smaller of the two. Only staff
// (a login token Payload signed, staffSession.ts) get more than the small limit on Payload's REST API,
// and a video's size only for a form (multipart) sent to create or update an upload collection's
// document, on a path spelt exactly so.

/**
 * The JSON API, and Payload's REST API without a staff login (log in, forgotten password): the largest
 * form is a question or reply, 20,000 characters of rich text (up to 3 bytes each in UTF-8).
 */
export const JSON_API_LIMIT = 64 * 1024
/** Stripe's and PayPal's event notifications: neither documents a maximum; the events of our payments are a few KB. */
export const WEBHOOK_LIMIT = 256 * 1024
/**
 * Staff's other writes to Payload's REST API: a long post's rich text as JSON, the certified models'
 * CSV import (2 MB and its form).
 */
export const STAFF_CMS_LIMIT = 4 * 1024 * 1024
/** Staff's uploads (a 500 MB video and its form): the number Payload, Next's proxy and nginx take too. */
export const UPLOAD_LIMIT = MAX_UPLOAD_BODY_BYTES
/** Pages and the admin's server functions: Next's own limit for a server action's body (1 MB). */
export const PAGE_LIMIT = 1024 * 1024

/** The most refused bytes read and dropped to keep a connection open; past that it is closed. */
export const MAX_DRAIN = 1024 * 1024

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

/** An upload collection's create (`/api/cms/videos`) or update (`/api/cms/videos/12`) route, as sent. */
const UPLOAD_ROUTE = new RegExp(`^/api/cms/(?:${Object.values(UPLOAD_COLLECTIONS).join('|')})(?:/[0-9A-Za-z-]+)?$`)

/**
 * The path Next routes for `url` (a request target: a path, with any query): decoded, a backslash
 * as a slash (as a URL parser reads it), repeated slashes as one. A path that does not decode is
 * routed as it is (undecodablePath.ts gives it another).
 */
export function routedPath(url: string): string {
  const pathname = url.split('?', 1)[0] ?? url
  return (safeDecode(pathname) ?? pathname).replace(/\\/g, '/').replace(/\/{2,}/g, '/')
}

/** The limit of a path, for a request without a staff login. */
function anonymousLimit(pathname: string): number {
  if (under(pathname, '/api/webhooks')) return WEBHOOK_LIMIT
  if (under(pathname, '/api')) return JSON_API_LIMIT
  return PAGE_LIMIT
}

/** What bodyLimitFor() reads of a request. */
export type BodyRequest = Pick<IncomingMessage, 'method' | 'url'> & { headers: IncomingHttpHeaders }

/**
 * The most bytes `req`'s body may have. `key`: Payload's signing key (staffSession.ts's signingKey),
 * to tell a staff login from none (or a forged one).
 */
export function bodyLimitFor(req: BodyRequest, key: string): number {
  const url = req.url ?? '/'
  const sent = url.split('?', 1)[0] ?? url
  const routed = routedPath(url)
  const limit = Math.min(anonymousLimit(sent), anonymousLimit(routed))
  if (!under(sent, '/api/cms') || !under(routed, '/api/cms') || !hasStaffSession(req.headers, key)) return limit
  const form = /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')
  const upload = (req.method === 'POST' || req.method === 'PATCH') && form && UPLOAD_ROUTE.test(sent)
  return upload ? UPLOAD_LIMIT : STAFF_CMS_LIMIT
}

/**
 * Answers 413, unless an answer has begun already. `close`: end the connection once the answer is
 * out (a chunked body has no end we know of, a declared one may be gigabytes); otherwise Node reads
 * the declared rest of the body and throws it away, and the connection stays usable for the
 * client's next request.
 */
function refuse(req: IncomingMessage, res: ServerResponse, close: boolean): void {
  if (res.headersSent) {
    req.socket.destroy()
    return
  }
  const api = under((req.url ?? '/').split('?', 1)[0] ?? '/', '/api')
  const body = api ? `${JSON.stringify({ error: 'The request is too large.' })}\n` : 'Payload Too Large\n'
  res.writeHead(413, {
    'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(close ? { Connection: 'close' } : {}),
  })
  // The rest of a chunked body is never read: once the answer is out, the connection goes, and with
  // it the request the handler may still be waiting on.
  res.end(body, close ? () => req.socket.destroy() : undefined)
}

/**
 * Holds `req`'s body to `limit` (bodyLimitFor). True when it was refused at once (its
 * Content-Length is too large): the request must not go on. A chunked body is watched as it
 * arrives instead, and refused when it passes the limit.
 */
export function refusedLargeBody(req: IncomingMessage, res: ServerResponse, limit: number): boolean {
  const declared = req.headers['content-length']
  if (declared !== undefined) {
    // Node's parser has checked the value and delivers no more bytes than it says.
    if (Number(declared) <= limit) return false
    refuse(req, res, Number(declared) > limit + MAX_DRAIN)
    return true
  }
  if (req.headers['transfer-encoding'] === undefined) return false
  let received = 0
  const push = req.push.bind(req)
  // Node's parser hands each chunk of the body to push(), before any reader sees it; returning false
  // makes it stop reading the socket.
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (chunk === null) return push(chunk, encoding)
    if (received > limit) return false
    received += chunk.length
    if (received <= limit) return push(chunk, encoding)
    refuse(req, res, true)
    return false
  }
  return false
}
