import { createServer } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { outboundJson, RetryLaterError, retryAfterMs } from '@/platform/http/outboundJson'

import { closing, listening } from '../../../support/rawHttp'

// A real local server answering what each path names: /status/{code}[?retry-after=…], /slow.
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local')
  if (url.pathname === '/slow') return void setTimeout(() => res.end('{}'), 500)
  const status = Number(url.pathname.split('/')[2] ?? 200)
  const retryAfter = url.searchParams.get('retry-after')
  res.writeHead(status, { 'Content-Type': 'application/json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) })
  res.end(url.searchParams.get('text') ?? JSON.stringify({ status }))
})
let base = ''
beforeAll(async () => {
  base = `http://127.0.0.1:${await listening(server)}`
})
afterAll(() => closing(server))

const call = (path: string, timeoutMs?: number) =>
  outboundJson(`${base}${path}`, { service: 'Test', method: 'GET', timeoutMs })

describe('outboundJson', () => {
  it('returns 2xx and 4xx answers with their JSON body and headers', async () => {
    expect(await call('/status/201')).toMatchObject({ status: 201, body: { status: 201 } })
    const refused = await call('/status/422')
    expect(refused.status).toBe(422)
    expect(refused.headers.get('content-type')).toBe('application/json')
  })

  it(
    'throws RetryLaterError for 5xx, 429 (with its ' + 'Retry-After), timeouts, refused connections and non-JSON',
    async () => {
      await expect(call('/status/503')).rejects.toBeInstanceOf(RetryLaterError)
      await expect(call('/status/429?retry-after=7')).rejects.toMatchObject({ retryAfterMs: 7000 })
      await expect(call('/status/500')).rejects.toMatchObject({ retryAfterMs: undefined })
      await expect(call('/slow', 100)).rejects.toBeInstanceOf(RetryLaterError)
      await expect(outboundJson('http://127.0.0.1:1/x', { service: 'Test' })).rejects.toThrow(
        /Test could not be reached/,
      )
      await expect(call('/status/200?text=%3Chtml%3E')).rejects.toThrow(/not JSON/)
    },
  )

  it('reads Retry-After as seconds or an HTTP date, capped at a day', () => {
    const now = Date.parse('2026-11-23T10:00:00Z')
    expect(retryAfterMs('120', now)).toBe(120_000)
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(retryAfterMs('9999999', now)).toBe(24 * 60 * 60 * 1000)
    expect(retryAfterMs('soon', now)).toBeUndefined()
    expect(retryAfterMs(null, now)).toBeUndefined()
  })
})
