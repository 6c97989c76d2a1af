import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  answerClientError,
  answeredRequestTarget,
  refuseConnect,
  SERVED_METHODS,
} from '@/platform/webServer/requestTarget'
import { closing, listening, rawRequest, statusOf } from '../../../support/rawHttp'

// A server wired as src/platform/webServer/server.ts wires Next's handler; it records what reached "Next".
const reachedNext: string[] = []
const server = http.createServer((req, res) => {
  if (answeredRequestTarget(req, res)) return
  reachedNext.push(`${req.method} ${req.url}`)
  res.end('next')
})
server.on('connect', refuseConnect)
server.on('clientError', answerClientError)
let port = 0

beforeAll(async () => {
  port = await listening(server)
})
afterAll(() => closing(server))

const send = (requestLine: string) => rawRequest(port, `${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`)

describe('our server and request targets Next cannot answer', () => {
  it.each([
    ['GET * HTTP/1.1', 400],
    ['HEAD * HTTP/1.1', 400],
    ['POST * HTTP/1.1', 400],
    ['GET http://localhost/guide HTTP/1.1', 400],
    ['GET https://evil.example/api/health HTTP/1.1', 400],
    ['TRACE / HTTP/1.1', 405],
    ['TRACE * HTTP/1.1', 405],
    ['CONNECT localhost:443 HTTP/1.1', 405],
    // Methods Node knows and the site serves nowhere: 405, never a page.
    ['PROPFIND /guide HTTP/1.1', 405],
    ['PROPPATCH /guide HTTP/1.1', 405],
    ['MKCOL /x HTTP/1.1', 405],
    ['SEARCH / HTTP/1.1', 405],
    ['QUERY /api/search HTTP/1.1', 405],
    ['LOCK /admin HTTP/1.1', 405],
    ['PURGE / HTTP/1.1', 405],
    ['LINK / HTTP/1.1', 405],
    ['PROPFIND * HTTP/1.1', 405],
    // Not a method Node's parser knows: 501, the method not implemented.
    ['FOO / HTTP/1.1', 501],
    ['TRACK / HTTP/1.1', 501],
    ['get / HTTP/1.1', 501],
    // Dot segments, raw or encoded: Next routes the resolved path (`/api/tools/used`), not the one sent.
    ['POST /api/cms/../tools/used HTTP/1.1', 400],
    ['POST /api/cms/./../tools/used HTTP/1.1', 400],
    ['GET /a/%2e%2e/guide HTTP/1.1', 400],
    ['GET /a/%2E%2E/guide HTTP/1.1', 400],
    ['GET /a/.%2e/guide HTTP/1.1', 400],
    ['GET /a/%2e./guide HTTP/1.1', 400],
    ['GET /a/%2e/guide HTTP/1.1', 400],
    ['GET /guide/.. HTTP/1.1', 400],
    ['GET /guide/. HTTP/1.1', 400],
    ['GET /.. HTTP/1.1', 400],
    ['GET /a\\..\\guide HTTP/1.1', 400],
    ['GET /a%5c..%5cguide HTTP/1.1', 400],
    ['GET /a%2f..%2fguide HTTP/1.1', 400],
    ['GET /a/..?x=1 HTTP/1.1', 400],
  ])('answers %s with %i, without Next', async (requestLine, status) => {
    const response = await send(requestLine)
    expect(statusOf(response)).toBe(status)
    if (status === 405) expect(response).toContain(`Allow: ${SERVED_METHODS}`)
    expect(reachedNext).toEqual([])
  })

  it('answers OPTIONS * with the methods it serves', async () => {
    const response = await send('OPTIONS * HTTP/1.1')
    expect(statusOf(response)).toBe(204)
    expect(response).toContain(`Allow: ${SERVED_METHODS}`)
    expect(reachedNext).toEqual([])
  })

  it('passes a path on to Next for every method the site serves', async () => {
    const lines = SERVED_METHODS.split(', ').map((method) => `${method} /guide HTTP/1.1`)
    const dotted = ['GET /.well-known/security.txt HTTP/1.1', 'GET /a/...b/..c HTTP/1.1', 'GET /guide?to=../x HTTP/1.1']
    for (const requestLine of [...lines, 'OPTIONS /api/comments HTTP/1.1', 'POST //double HTTP/1.1', ...dotted]) {
      expect(statusOf(await send(requestLine)), requestLine).toBe(200)
    }
    expect(reachedNext).toEqual([
      'GET /guide',
      'HEAD /guide',
      'POST /guide',
      'PUT /guide',
      'PATCH /guide',
      'DELETE /guide',
      'OPTIONS /guide',
      'OPTIONS /api/comments',
      'POST //double',
      'GET /.well-known/security.txt',
      'GET /a/...b/..c',
      'GET /guide?to=../x',
    ])
  })

  it("keeps Node's own answers to other requests it cannot parse", async () => {
    const before = reachedNext.length
    expect(statusOf(await send('GET /guide HTTP/9.9'))).toBe(400)
    const huge = await rawRequest(
      port,
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    )
    expect(statusOf(huge)).toBe(431)
    expect(reachedNext).toHaveLength(before)
  })
})
