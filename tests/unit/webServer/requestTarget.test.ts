import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answeredRequestTarget, refuseConnect, SERVED_METHODS } from '@/webServer/requestTarget'
import { listening, rawRequest, statusOf } from '../../support/rawHttp'

// A server wired as src/webServer/server.ts wires Next's handler; it records what reached "Next".
const reachedNext: string[] = []
const server = http.createServer((req, res) => {
  if (answeredRequestTarget(req, res)) return
  reachedNext.push(`${req.method} ${req.url}`)
  res.end('next')
})
server.on('connect', refuseConnect)
let port = 0

beforeAll(async () => {
  port = await listening(server)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const send = (requestLine: string) => rawRequest(port, `${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`)

describe('our server and request targets Next cannot answer', () => {
  it.each([
    ['GET * HTTP/1.1', 400],
    ['HEAD * HTTP/1.1', 400],
    ['POST * HTTP/1.1', 400],
    ['GET http://localhost/guide HTTP/1.1', 400],
    ['GET https://evil.example/api/health HTTP/1.1', 400],
    ['TRACE / HTTP/1.1', 405],
    // Not a method Node's parser knows: Node itself answers 400 before any handler.
    ['TRACK / HTTP/1.1', 400],
    ['TRACE * HTTP/1.1', 405],
    ['CONNECT localhost:443 HTTP/1.1', 405],
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

  it('passes a path on to Next, whatever the method', async () => {
    for (const requestLine of ['GET /guide HTTP/1.1', 'OPTIONS /api/comments HTTP/1.1', 'POST //double HTTP/1.1']) {
      expect(statusOf(await send(requestLine))).toBe(200)
    }
    expect(reachedNext).toEqual(['GET /guide', 'OPTIONS /api/comments', 'POST //double'])
  })
})
