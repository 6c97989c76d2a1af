// HTTP requests from a loopback address of our choosing (any of 127.0.0.0/8 is this machine on
// Linux). Through a proxy every request would otherwise come from one address and share one
// rate-limit bucket; bound to its own source address, each simulated visitor is a visitor of its own
// to nginx, which appends that address to X-Forwarded-For (the app trusts one hop).
import { performance } from 'node:perf_hooks'
import { randomUUID } from 'node:crypto'
import http from 'node:http'

const REQUEST_TIMEOUT_MS = 30_000

/**
 * The `index`-th address of a block of loopback addresses: 127.`block`.x.y with x and y from 1 to
 * 250 (never .0 or .255), so blocks of 62,500 addresses never overlap.
 */
export function loopbackAddress(block, index) {
  if (index >= 250 * 250) throw new Error(`loopback block ${block} has only 62,500 addresses`)
  return `127.${block}.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`
}

/**
 * A visitor of its own: one source address and one keep-alive connection, as a browser tab keeps.
 * `get`/`postJson` resolve to `{ status, ms, bytes, body, error }` and never reject: a refused or
 * cut connection is `status: 0` with `error` its code.
 */
export function loopbackVisitor(baseUrl, localAddress) {
  const site = new URL(baseUrl)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

  const send = (method, path, headers, body, keepBody) =>
    new Promise((resolve) => {
      const started = performance.now()
      const done = (status, bytes, text, error) =>
        resolve({ status, ms: performance.now() - started, bytes, body: text, error })
      const request = http.request(
        {
          agent,
          host: site.hostname,
          port: site.port,
          localAddress,
          method,
          path,
          headers: { Host: site.host, ...headers },
        },
        (response) => {
          const chunks = []
          let bytes = 0
          response.on('data', (chunk) => {
            bytes += chunk.length
            if (keepBody) chunks.push(chunk)
          })
          response.on('end', () => done(response.statusCode ?? 0, bytes, Buffer.concat(chunks).toString('utf8')))
          response.on('error', (error) => done(0, bytes, '', error.code ?? error.message))
        },
      )
      request.setTimeout(REQUEST_TIMEOUT_MS, () =>
        request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      )
      request.on('error', (error) => done(0, 0, '', error.code ?? error.message))
      request.end(body)
    })

  return {
    localAddress,
    /** A page as a browser asks for it (compressed); the body is counted, not kept. */
    get: (path, headers = {}) =>
      send('GET', path, { Accept: 'text/html,*/*', 'Accept-Encoding': 'gzip', ...headers }, undefined, false),
    /** JSON as the site's own pages post it: double-submit CSRF cookie and header, same-site Origin. */
    postJson(path, data) {
      const token = randomUUID()
      const body = JSON.stringify(data)
      return send(
        'POST',
        path,
        {
          Origin: site.origin,
          Cookie: `XSRF-TOKEN=${token}`,
          'X-XSRF-TOKEN': token,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
        },
        body,
        true,
      )
    },
    /** A JSON GET whose body is kept (the form token). */
    getJson: (path) => send('GET', path, { Accept: 'application/json' }, undefined, true),
    close: () => agent.destroy(),
  }
}
