// The reference nginx (deploy/nginx/tubwise.conf) in front of a stand-in app server that reports the
// headers it received: what the app is told about the visitor comes from nginx, never from the visitor.
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startNginx, type Nginx } from '../../support/nginx'
import { freePort } from '../../support/postgres'

let upstream: http.Server
let nginx: Nginx

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify(req.headers))
  })
  const upstreamPort = await freePort()
  await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve))
  nginx = await startNginx({ port: await freePort(), upstreams: [`127.0.0.1:${upstreamPort}`] })
})
afterAll(async () => {
  await nginx?.stop()
  await new Promise((resolve) => upstream?.close(resolve))
})

/** The headers the app server received for `path`, sent through nginx with `headers`. */
function headersBehindNginx(path: string, headers: Record<string, string>): Promise<http.IncomingHttpHeaders> {
  const { port } = new URL(nginx.url)
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(JSON.parse(body) as http.IncomingHttpHeaders))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('the reference nginx and the forwarding headers', () => {
  it.each(['/guide', '/admin', '/api/cms/users/me', '/api/forms/csrf', '/search/spa', '/_next/static/x.js'])(
    "sets X-Forwarded-Host itself from the request's host on %s, whatever the visitor sent",
    async (path) => {
      const received = await headersBehindNginx(path, {
        Host: 'www.tubwise.example',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-For': '203.0.113.66',
      })
      expect(received['x-forwarded-host']).toBe('www.tubwise.example')
      expect(received.host).toBe('www.tubwise.example')
      // The visitor's own claim stays first; the app reads only the entry nginx appended (TRUST_PROXY_HOPS=1).
      expect(received['x-forwarded-for']).toBe('203.0.113.66, 127.0.0.1')
      expect(received['x-forwarded-proto']).toBe('http')
    },
  )

  it('names the host without a port or upper case ($host)', async () => {
    const received = await headersBehindNginx('/guide', { Host: 'WWW.Tubwise.Example:8443' })
    expect(received['x-forwarded-host']).toBe('www.tubwise.example')
  })
})
