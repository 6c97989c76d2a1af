// The reference nginx (deploy/nginx/tubwise.conf) in front of a stand-in app server that reports the
// headers it received and the size of the body: what the app is told about the visitor comes from
// nginx, never from the visitor, and each route's body limit is the app's.
import fs from 'node:fs'
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAX_UPLOAD_BODY_BYTES } from '@/platform/next/sharedWithWebServer.mjs'
import { PAGE_LIMIT, STAFF_CMS_LIMIT } from '@/platform/webServer/bodyLimit'

import { NGINX_TEMPLATE, startNginx, type Nginx } from '../../../support/nginx'
import { freePort } from '../../../support/postgres'

let upstream: http.Server
let nginx: Nginx

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let bytes = 0
    req.on('data', (chunk: Buffer) => (bytes += chunk.length))
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      res.end(JSON.stringify({ ...req.headers, 'body-bytes': String(bytes) }))
    })
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

/**
 * POSTs `bytes` bytes to `path` through nginx (only declared, none sent, when `declaredOnly`): the
 * status, and what the app received.
 */
function postThroughNginx(
  path: string,
  bytes: number,
  declaredOnly = false,
): Promise<{ status: number; received?: number }> {
  const { port } = new URL(nginx.url)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'Content-Length': bytes, Host: 'www.tubwise.example' },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => {
          const status = response.statusCode ?? 0
          const received =
            status === 200 ? Number((JSON.parse(body) as Record<string, string>)['body-bytes']) : undefined
          resolve({ status, received })
        })
      },
    )
    // nginx answers a declared length over its limit at once and closes: that answer counts.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    )
    if (declaredOnly) request.flushHeaders()
    else request.end(Buffer.alloc(bytes, 120))
  })
}

const MiB = 1024 * 1024

describe('the reference nginx and body sizes', () => {
  it('takes the app’s numbers: 1 MiB anywhere, 4 MiB on the REST API, an upload’s size on the upload routes', () => {
    const config = fs.readFileSync(NGINX_TEMPLATE, 'utf8')
    const limits = [...config.matchAll(/client_max_body_size (\d+)m;/g)].map((match) => Number(match[1]) * MiB)
    expect(limits).toEqual([PAGE_LIMIT, STAFF_CMS_LIMIT, MAX_UPLOAD_BODY_BYTES])
  })

  it('passes a 30 MiB upload to an upload collection on to the app whole', async () => {
    for (const path of ['/api/cms/videos', '/api/cms/media/12?depth=0']) {
      expect(await postThroughNginx(path, 30 * MiB)).toEqual({ status: 200, received: 30 * MiB })
    }
  })

  it('refuses bodies over the limit of their place (413), the upload size too', async () => {
    expect(await postThroughNginx('/api/cms/videos', MAX_UPLOAD_BODY_BYTES + 1, true)).toEqual({ status: 413 })
    expect(await postThroughNginx('/api/cms/users/login', STAFF_CMS_LIMIT + 1, true)).toEqual({ status: 413 })
    expect(await postThroughNginx('/api/cms/videos/12/extra', STAFF_CMS_LIMIT + 1, true)).toEqual({ status: 413 })
    expect(await postThroughNginx('/guide', PAGE_LIMIT + 1, true)).toEqual({ status: 413 })
    expect(await postThroughNginx('/api/comments', PAGE_LIMIT + 1, true)).toEqual({ status: 413 })
  })

  it('passes bodies within the limit of their place', async () => {
    expect(await postThroughNginx('/api/cms/posts/3', STAFF_CMS_LIMIT)).toEqual({
      status: 200,
      received: STAFF_CMS_LIMIT,
    })
    expect(await postThroughNginx('/api/comments', PAGE_LIMIT)).toEqual({ status: 200, received: PAGE_LIMIT })
  })
})
