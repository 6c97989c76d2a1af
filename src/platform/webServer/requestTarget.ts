import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

// Used by the web server (server.ts). Next answers the asterisk form (`OPTIONS *`, `GET *`) and TRACE with a
// bare 500, renders a page for any other method it does not route (`PROPFIND /guide` got the guide,
// 200), and passes an absolute-form target (`GET http://host/path`) on unchanged. Our server answers
// them itself: a method Node knows but the site does not serve (TRACE, CONNECT, PROPFIND, SEARCH…) is
// 405 with the methods we serve; a method Node's parser does not know (`FOO`, TRACK) is 501;
// `OPTIONS *`, which asks about the server as a whole, gets the methods we serve (204); any other
// target that is not a path is a malformed request (400). nginx (deploy/nginx) always sends the origin
// form, a path. So is a path with a dot segment, raw or encoded (`/api/cms/../tools/used`,
// `/a/%2e%2E/b`, `/a\..\b`): Next routes it resolved (`/api/tools/used`), so every check made on the
// path as sent (the body limit, bodyLimit.ts) would be made on another path than the one served.
// Browsers resolve dot segments before sending; no link of ours has one.

/** The methods the site answers, somewhere. */
export const SERVED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

const SERVED = new Set(SERVED_METHODS.split(', '))

export type TargetAnswer = { status: 204 | 400 | 405; allow?: string }

/**
 * The answer our server gives itself to `method` on `url` (the request target as sent), or null when
 * the request goes on to Next.
 */
export function answerToRequestTarget(method: string, url: string): TargetAnswer | null {
  if (!SERVED.has(method)) return { status: 405, allow: SERVED_METHODS }
  if (url === '*') return method === 'OPTIONS' ? { status: 204, allow: SERVED_METHODS } : { status: 400 }
  if (!url.startsWith('/') || hasDotSegment(url)) return { status: 400 }
  return null
}

/**
 * Whether the path of `url` has a `.` or `..` segment, its dots raw or percent-encoded, its
 * separators `/`, `\\` or their encodings.
 */
export function hasDotSegment(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? url
  return pathname
    .replace(/%2e/gi, '.')
    .split(/\/|\\|%2f|%5c/i)
    .some((segment) => segment === '.' || segment === '..')
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

// Node's own answers to a request its parser refuses (what it sends when the server has no
// 'clientError' listener), but a method it does not know: that is 501, the method not implemented.
const CLIENT_ERROR_STATUS: Record<string, string> = {
  HPE_INVALID_METHOD: '501 Not Implemented',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
}

/**
 * The server's 'clientError' listener: a request Node could not parse gets Node's own answer (400,
 * 408, 413, 431), except an unknown method, which gets 501; then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (socket.writable && (socket as Duplex & { bytesWritten?: number }).bytesWritten === 0) {
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? '400 Bad Request'
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`)
  }
  socket.destroy()
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
