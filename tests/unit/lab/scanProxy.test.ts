import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startScanProxy } from '../../../lab/lib/scanProxy.mjs'

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders }

// A real server standing in for the site: it answers with what it was sent, or 500 on /boom.
const seen: Seen[] = []
const site = http.createServer((req, res) => {
  seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
  res.writeHead(req.url === '/boom' ? 500 : 200, { 'Content-Type': 'text/plain' }).end('ok')
})
let siteUrl = ''
let proxy: Awaited<ReturnType<typeof startScanProxy>>

/** A request through the proxy the way a scanner makes one: the absolute URL in the request line. */
function viaProxy(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<number> {
  const { port } = new URL(proxy.url)
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
    request.end(method === 'POST' ? '{}' : undefined)
  })
}

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  proxy = await startScanProxy({ port: 0, site: siteUrl, excludedPaths: ['/admin'] })
})

afterAll(async () => {
  await proxy.stop()
  await new Promise((resolve) => site.close(resolve))
})

describe('the scan proxy', () => {
  it('forwards to the site only, and lists what it refused', async () => {
    expect(await viaProxy('http://scan-endpoint.invalid/get_ssrf.php?id=1')).toBe(403)
    expect(await viaProxy('http://127.0.0.1:9/elsewhere')).toBe(403)
    expect(seen.some((request) => request.url.includes('ssrf') || request.url.includes('elsewhere'))).toBe(false)
    expect([...proxy.refused.keys()]).toEqual(['scan-endpoint.invalid', '127.0.0.1:9'])
  })

  it('keeps excluded paths out of the scan', async () => {
    seen.length = 0
    expect(await viaProxy(`${siteUrl}/admin/login`)).toBe(404)
    expect(await viaProxy(`${siteUrl}/administration`)).toBe(200)
    expect(seen.map((request) => request.url)).toEqual(['/administration'])
  })

  it('makes each request another visitor, after what the client sent', async () => {
    seen.length = 0
    await viaProxy(`${siteUrl}/guide`, { headers: { 'X-Forwarded-For': '203.0.113.7' } })
    await viaProxy(`${siteUrl}/guide`)
    const [first, second] = seen.map((request) => String(request.headers['x-forwarded-for'])) as [string, string]
    expect(first).toMatch(/^203\.0\.113\.7, 10\.\d+\.\d+\.\d+$/)
    expect(second).toMatch(/^10\.\d+\.\d+\.\d+$/)
    expect(first.split(', ')[1]).not.toBe(second)
  })

  it('adds the CSRF cookie, header and Origin to API writes that carry no token, and nothing else', async () => {
    seen.length = 0
    await viaProxy(`${siteUrl}/api/comments`, { method: 'POST' })
    await viaProxy(`${siteUrl}/api/comments`, {
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': 'tampered', Cookie: 'XSRF-TOKEN=other' },
    })
    await viaProxy(`${siteUrl}/api/search?searchTerm=x`)
    const [added, ownToken, read] = seen as [Seen, Seen, Seen]
    expect(added.headers['x-xsrf-token']).toMatch(/^[0-9a-f-]{36}$/)
    expect(added.headers.cookie).toBe(`XSRF-TOKEN=${added.headers['x-xsrf-token']}`)
    expect(added.headers.origin).toBe(siteUrl)
    expect([ownToken.headers['x-xsrf-token'], ownToken.headers.cookie, ownToken.headers.origin]).toEqual([
      'tampered',
      'XSRF-TOKEN=other',
      undefined,
    ])
    expect([read.headers['x-xsrf-token'], read.headers.cookie]).toEqual([undefined, undefined])
  })

  it('counts answers and keeps each one of 500 or more', async () => {
    expect(await viaProxy(`${siteUrl}/boom`)).toBe(500)
    expect(proxy.serverErrors).toEqual(['500 GET /boom'])
    expect(proxy.statuses.get(500)).toBe(1)
  })
})
