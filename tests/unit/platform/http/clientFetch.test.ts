import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiFetch } from '@/platform/http/clientFetch'

import { listening } from '../../../support/rawHttp'

type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }
const seen: Seen[] = []
let base = ''
// The page's cookie jar as `document.cookie` shows it; the server below stores into it what a browser would.
let jar = ''

// A real HTTP server standing in for our API: it records what arrives and answers like the API does.
const server = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body })
    if (request.url === '/api/forms/csrf') {
      // A moment's delay, so writes started together really overlap this request.
      setTimeout(() => {
        jar = jar ? `${jar}; XSRF-TOKEN=fresh-${seen.length}` : `XSRF-TOKEN=fresh-${seen.length}`
        response.writeHead(204, {
          'set-cookie': `XSRF-TOKEN=fresh-${seen.length}; Path=/`,
          'cache-control': 'private, no-store',
        })
        response.end()
      }, 50)
      return
    }
    const [status, payload] =
      request.url === '/api/invalid'
        ? [400, { errors: { email: 'Please Enter a Valid Email Address' } }]
        : [201, { ok: true }]
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(payload))
  })
})

beforeAll(async () => {
  base = `http://127.0.0.1:${await listening(server)}`
  ;(globalThis as { document?: { cookie: string } }).document = {
    get cookie() {
      return jar
    },
  } as { cookie: string }
})
afterAll(() => {
  server.close()
  delete (globalThis as { document?: unknown }).document
})

describe('apiFetch, the browser fetch helper', () => {
  it('sends JSON with the X-XSRF-TOKEN header from the cookie on writes', async () => {
    jar = 'theme=dark; XSRF-TOKEN=tok%2Dabc; other=1'
    const result = await apiFetch<{ ok: boolean }>(`${base}/api/comments`, { body: { author: 'Pat' } })
    expect(result).toEqual({ ok: true, status: 201, data: { ok: true } })
    const last = seen.at(-1)!
    expect(last.method).toBe('POST')
    expect(last.headers['x-xsrf-token']).toBe('tok-abc')
    expect(last.headers['content-type']).toBe('application/json')
    expect(JSON.parse(last.body)).toEqual({ author: 'Pat' })
  })

  it('asks for the cookie once, before the first write of a visitor who has none, and echoes it', async () => {
    jar = 'theme=dark'
    const before = seen.length
    const results = await Promise.all([
      apiFetch(`${base}/api/comments`, { body: { n: 1 } }),
      apiFetch(`${base}/api/pricechecks/newcheck`, { body: { n: 2 } }),
    ])
    expect(results.map((r) => r.ok)).toEqual([true, true])
    const requests = seen.slice(before)
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/forms/csrf',
      'POST /api/comments',
      'POST /api/pricechecks/newcheck',
    ])
    const token = /XSRF-TOKEN=([^;]+)/.exec(jar)![1]
    expect(requests[1]!.headers['x-xsrf-token']).toBe(token)
    expect(requests[2]!.headers['x-xsrf-token']).toBe(token)

    // Once it is there, writes go straight through.
    await apiFetch(`${base}/api/comments`, { body: {} })
    expect(seen.slice(before + 3).map((r) => r.url)).toEqual(['/api/comments'])
  })

  it('sends no token on reads', async () => {
    jar = ''
    const before = seen.length
    await apiFetch(`${base}/api/comments?page=/asktheexperts`)
    expect(seen.slice(before).map((r) => r.url)).toEqual(['/api/comments?page=/asktheexperts'])
    expect(seen.at(-1)!.method).toBe('GET')
    expect(seen.at(-1)!.headers['x-xsrf-token']).toBeUndefined()
  })

  it('returns field errors as data instead of throwing', async () => {
    const result = await apiFetch(`${base}/api/invalid`, { body: {} })
    expect(result).toEqual({
      ok: false,
      status: 400,
      errors: { email: 'Please Enter a Valid Email Address' },
      error: undefined,
    })
  })

  it('reports an unreachable server in words', async () => {
    const result = await apiFetch('http://127.0.0.1:9/api/x', { body: {} })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(/could not reach the server/)
  })
})
