import type { IncomingMessage, ServerResponse } from 'node:http'

// Used by the web server (server.ts). Next decodes a path before it routes it: `/gui%64e` was the
// guide, 200, one page under as many addresses as there are ways to write it. A letter, digit, `-`,
// `.`, `_` or `~` written percent-encoded means the same as itself (RFC 3986, 6.2.2.2), so a GET or
// HEAD for such a path gets one permanent redirect (308) to the path written plainly, query kept.
// Other encodings (`%3F`, `%20`, `%2F`) are no page's path: the page answers them 404.

const ENCODED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/gi

/** `url` with its path's encoded unreserved characters written plainly; null when it has none. */
export function plainlyWritten(url: string): string | null {
  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  const plain = pathname.replace(ENCODED_UNRESERVED, (encoded) => String.fromCharCode(parseInt(encoded.slice(1), 16)))
  // `//host` or `/\host` would leave the site (a protocol-relative address): no redirect.
  if (plain === pathname || !plain.startsWith('/') || plain.startsWith('//') || plain.startsWith('/\\')) return null
  return queryAt === -1 ? plain : plain + url.slice(queryAt)
}

/** Redirects a GET or HEAD whose path has an encoded unreserved character; true when it did. */
export function redirectedToPlainPath(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const target = plainlyWritten(req.url ?? '/')
  if (!target) return false
  res
    .writeHead(308, {
      Location: target,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end('Permanent Redirect\n')
  return true
}
