import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { apiRoute } from '@/platform/http/apiRoute'
import { PEER_HEADER_TRUSTED } from '@/platform/http/clientAddress'
import { REQUEST_ID_HEADER, requestIdOf } from '@/platform/log/requestId'
import { onRequestError } from '@/instrumentation'

import { REQUEST_ID_HEADER as SHARED_HEADER } from '@/platform/next/sharedWithWebServer.mjs'
import { assignRequestId } from '@/platform/webServer/requestId'

const marks = globalThis as Record<symbol, unknown>
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const ours = '0b8f6c1e-3f5d-4a57-9d0e-1c2b3a4d5e6f'

describe('our server gives every request an id (src/platform/webServer/requestId.ts)', () => {
  it('uses the header name the app reads', () => {
    expect(SHARED_HEADER).toBe(REQUEST_ID_HEADER)
  })

  it('a fresh id per request, the client’s dropped, the same one in the app’s header and in X-Request-Id', async () => {
    const seen: unknown[] = []
    const server = http.createServer((req, res) => {
      assignRequestId(req, res)
      seen.push(req.headers[REQUEST_ID_HEADER])
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
      const first = await fetch(url, { headers: { 'X-Request-Id': ours } })
      const second = await fetch(url)
      const sent = [first.headers.get('x-request-id'), second.headers.get('x-request-id')]
      expect(sent[0]).toMatch(UUID)
      expect(sent[0]).not.toBe(ours)
      expect(sent[1]).not.toBe(sent[0])
      expect(seen).toEqual(sent)
    } finally {
      server.close()
    }
  })
})

describe('requestIdOf', () => {
  afterEach(() => delete marks[PEER_HEADER_TRUSTED])

  it('reads the id from Headers and from Next’s plain header object, behind our server', () => {
    marks[PEER_HEADER_TRUSTED] = true
    expect(requestIdOf(new Headers({ 'x-request-id': ours }))).toBe(ours)
    expect(requestIdOf({ 'x-request-id': ours })).toBe(ours)
  })

  it('takes none when the site was not started by our server: then the client wrote it', () => {
    expect(requestIdOf(new Headers({ 'x-request-id': ours }))).toBeNull()
  })

  it('takes no value that is not an id of ours', () => {
    marks[PEER_HEADER_TRUSTED] = true
    for (const value of ['', 'abc', `${ours} forged`, '"},{"level":"info"'])
      expect(requestIdOf({ 'x-request-id': value })).toBeNull()
    expect(requestIdOf({ 'x-request-id': [ours, ours] })).toBeNull()
  })
})

describe('onRequestError (src/instrumentation.ts): a server error Next caught, in the log with its request id', () => {
  let lines: string[]
  beforeEach(() => {
    lines = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => Boolean(lines.push(String(chunk))))
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://tubs.example.com')
    marks[PEER_HEADER_TRUSTED] = true
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
    delete marks[PEER_HEADER_TRUSTED]
  })

  const request = {
    path: '/eval?token=secret-form-token',
    method: 'GET',
    headers: {
      'x-request-id': ours,
      cookie: 'payload-token=secret-cookie',
      authorization: 'Bearer secret-bearer',
      host: 'tubs.example.com',
    },
  }
  const context = {
    routerKind: 'App Router',
    routePath: '/eval',
    routeType: 'render',
    revalidateReason: undefined,
  } as const

  it('writes one JSON line with the id, the error and its stack, and the route', async () => {
    const error = Object.assign(new Error('the order vanished'), { digest: '1234567' })
    await onRequestError(error, request, context)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      message: 'GET /eval failed',
      requestId: ours,
      route: '/eval',
      routeType: 'render',
      digest: '1234567',
      error: { name: 'Error', message: 'the order vanished', stack: expect.stringContaining('requestId.test.ts') },
    })
  })

  it('never writes the request’s cookies, authorization or query', async () => {
    await onRequestError(new Error('boom'), request, context)
    for (const secret of ['secret-cookie', 'secret-bearer', 'secret-form-token', 'cookie', 'authorization'])
      expect(lines.join('')).not.toContain(secret)
  })

  it('an API route that fails (apiRoute) logs its line the same way, and answers a plain 500', async () => {
    const route = apiRoute(async () => {
      throw new Error('the CRM is down')
    })
    const response = await route(
      new Request('https://tubs.example.com/api/leads?token=secret-form-token', {
        method: 'POST',
        headers: request.headers,
      }),
      { params: Promise.resolve({}) },
    )
    expect(response.status).toBe(500)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      message: 'POST /api/leads failed',
      requestId: ours,
      error: { message: 'the CRM is down' },
    })
    for (const secret of ['secret-cookie', 'secret-bearer', 'secret-form-token'])
      expect(lines.join('')).not.toContain(secret)
  })

  it('does nothing on the edge runtime (the log is the Node server’s)', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'edge')
    await onRequestError(new Error('boom'), request, context)
    expect(lines).toEqual([])
  })
})
