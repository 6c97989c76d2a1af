import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

// Used by the web server (server.ts). Next answers the asterisk form (`OPTIONS *`, `GET *`) and TRACE with a
// bare 500, and passes an absolute-form target (`GET http://host/path`) on unchanged. Our server
// answers them itself: TRACE, TRACK and CONNECT are no methods of ours (405); `OPTIONS *`, which asks
// about the server as a whole, gets the methods we serve (204); any other target that is not a path
// is a malformed request (400). nginx (deploy/nginx) always sends the origin form, a path.

/** The methods the site answers, somewhere. */
export const SERVED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

export type TargetAnswer = { status: 204 | 400 | 405; allow?: string }

/**
 * The answer our server gives itself to `method` on `url` (the request target as sent), or null when
 * the request goes on to Next.
 */
export function answerToRequestTarget(method: string, url: string): TargetAnswer | null {
  if (REFUSED_METHODS.has(method.toUpperCase())) return { status: 405, allow: SERVED_METHODS }
  if (url === '*') return method === 'OPTIONS' ? { status: 204, allow: SERVED_METHODS } : { status: 400 }
  if (!url.startsWith('/')) return { status: 400 }
  return null
}

const REASONS: Record<400 | 405, string> = { 400: 'Bad Request', 405: 'Method Not Allowed' }

/**
 * Answers the request itself when its target or method is not for Next; true when it did.
 */
export function answeredRequestTarget(req: IncomingMessage, res: ServerResponse): boolean {
  const answer = answerToRequestTarget(req.method ?? 'GET', req.url ?? '/')
  if (!answer) return false
  const headers = {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(answer.allow ? { Allow: answer.allow } : {}),
  }
  if (answer.status === 204) res.writeHead(204, headers).end()
  else
    res
      .writeHead(answer.status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
      .end(`${REASONS[answer.status]}\n`)
  return true
}

/**
 * Node hands a CONNECT request to the server's 'connect' listener, not to the request handler, and
 * drops the connection when there is none: this listener answers it 405 instead.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SERVED_METHODS}\r\nContent-Type: text/plain; ` +
      `charset=utf-8\r\nContent-Length: 19\r\nConnection: close\r\n\r\nMethod Not Allowed\n`,
  )
}
