// The HTTP proxy the security scanners (`npm run scan`) go through. It plays the one reverse proxy the
// app server trusts (TRUST_PROXY_HOPS=1) and does three things:
// - it forwards only to the site: any other address (a scanner's SSRF/XXE call-back endpoint, a bug
//   report, an update check) is refused with 403 and listed, so the scanners reach nothing but it;
// - it appends a fresh visitor address to X-Forwarded-For on every request, as if each came from
//   another visitor, so the per-address rate limits (which stay at their production values) do not
//   turn the scan into a wall of 429s (the bad-input benchmark does the same);
// - on a state-changing /api call that carries no X-XSRF-TOKEN it adds what a page of the site sends:
//   the double-submit cookie and header, and the site's Origin. Calls that bring their own token are
//   left alone, so a scanner that tampers with it still meets the CSRF check.
// Paths under `excludedPaths` (the staff admin) are out of the scan: answered 404 without reaching the
// site (Debian's wapiti 3.0.4 cannot take its own --exclude under Python 3.11).
// It counts every answer by status and keeps the method and path of each one of 500 or more.
import { randomUUID } from 'node:crypto'
import http from 'node:http'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * @param {{ port: number, site: string, excludedPaths?: string[] }} options
 *   `site`: the app server's base URL; `port` 0 for any free one
 * @returns {Promise<{
 *   url: string,
 *   statuses: Map<number, number>,
 *   serverErrors: string[],
 *   refused: Map<string, number>,
 *   stop(): Promise<void>
 * }>}
 */
export async function startScanProxy({ port, site, excludedPaths = [] }) {
  const target = new URL(site)
  const statuses = new Map()
  const serverErrors = []
  const refused = new Map()
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
  let visitor = 0

  const server = http.createServer((req, res) => {
    // A proxy request names the absolute URL; a direct one only the path.
    let url
    try {
      url = new URL(req.url ?? '/', target)
    } catch {
      res.writeHead(400).end()
      return
    }
    if (url.origin !== target.origin) {
      refused.set(url.host, (refused.get(url.host) ?? 0) + 1)
      res.writeHead(403, { 'Content-Type': 'text/plain' }).end('The scan proxy forwards to the site only.\n')
      return
    }
    if (excludedPaths.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not part of the scan.\n')
      return
    }
    visitor += 1
    const headers = { ...req.headers, host: target.host }
    delete headers['proxy-connection']
    headers['x-forwarded-for'] = [
      req.headers['x-forwarded-for'],
      `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    ]
      .filter(Boolean)
      .join(', ')
    const method = (req.method ?? 'GET').toUpperCase()
    if (STATE_CHANGING.has(method) && url.pathname.startsWith('/api/') && !req.headers['x-xsrf-token']) {
      const token = randomUUID()
      headers['x-xsrf-token'] = token
      headers.cookie = [req.headers.cookie, `XSRF-TOKEN=${token}`].filter(Boolean).join('; ')
      headers.origin ??= target.origin
    }
    const upstream = http.request(
      { agent, host: target.hostname, port: target.port, method, path: `${url.pathname}${url.search}`, headers },
      (answer) => {
        const status = answer.statusCode ?? 0
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (status >= 500) serverErrors.push(`${status} ${method} ${url.pathname}${url.search}`.slice(0, 300))
        res.writeHead(status, answer.rawHeaders)
        answer.pipe(res)
      },
    )
    upstream.on('error', (error) => {
      serverErrors.push(`no answer (${error.message}) ${method} ${url.pathname}`)
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  // HTTPS through the proxy (CONNECT) would leave the machine: refused.
  server.on('connect', (req, socket) => {
    refused.set(req.url ?? '?', (refused.get(req.url ?? '?') ?? 0) + 1)
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    statuses,
    serverErrors,
    refused,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
