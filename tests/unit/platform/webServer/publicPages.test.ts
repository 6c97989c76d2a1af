import http from 'node:http'

import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Middleware, publicPages } from '@/platform/webServer/publicPages'

import { closing, listening } from '../../../support/rawHttp'

const PAGE =
  `<!DOCTYPE html><html><head><title>Guide</title></head><body>` +
  `${'A paragraph of the buyer’s guide. '.repeat(100)}</body></html>`

describe('the public pages pipeline', () => {
  let server: http.Server
  let base: string
  let releaseStream: () => void = () => {}
  const seen: string[] = []
  const respond = publicPages({
    transforms: [
      (html) => html.replace('<title>', '<title>First, '),
      (html) => (seen.push(html), html.replace('</body>', '<p>second</p></body>')),
    ],
    compress: compression() as unknown as Middleware,
  })

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      respond(req, res, () => {
        if (req.url === '/api/stream') {
          res.setHeader('Content-Type', 'application/json')
          res.write('[1,')
          new Promise<void>((resolve) => (releaseStream = resolve)).then(() => res.end('2]'))
          return
        }
        if (req.url === '/written-head') {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Kind': 'head' }).end(PAGE)
          return
        }
        // As Next streams a page: headers flushed first, then the HTML in pieces, split inside a character.
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Content-Length', Buffer.byteLength(PAGE))
        res.flushHeaders()
        const bytes = Buffer.from(PAGE)
        const cut = bytes.indexOf('’') + 1
        res.write(bytes.subarray(0, cut))
        res.end(req.method === 'HEAD' ? undefined : bytes.subarray(cut))
      })
    })
    base = `http://127.0.0.1:${await listening(server)}`
  })
  afterAll(() => closing(server))

  it('reads the whole page once and applies each transform to it, in order', async () => {
    const response = await fetch(`${base}/guide`)
    expect(await response.text()).toBe(
      PAGE.replace('<title>', '<title>First, ').replace('</body>', '<p>second</p></body>'),
    )
    expect(seen.at(-1)).toBe(PAGE.replace('<title>', '<title>First, '))
  })

  it('leaves the admin as Next wrote it, recognised on the path alone: a query string changes nothing', async () => {
    for (const path of ['/admin', '/admin?x=1', '/admin/?x=1', '/admin/collections/posts?where=1', '/admin?']) {
      expect(await (await fetch(`${base}${path}`)).text(), path).toBe(PAGE)
    }
    // Only the admin: a public page with a query string, or a path that merely starts with "admin", is transformed.
    for (const path of ['/guide?x=1', '/administrator?x=1', '/admin-guide']) {
      expect(await (await fetch(`${base}${path}`)).text(), path).toContain('<title>First, Guide</title>')
    }
  })

  it('reads a page whose status and headers came with writeHead', async () => {
    const response = await fetch(`${base}/written-head`)
    expect(response.headers.get('x-kind')).toBe('head')
    expect(await response.text()).toContain('<title>First, Guide</title>')
  })

  it('sends no length of the page as Next wrote it, to GET or HEAD', async () => {
    const head = await fetch(`${base}/guide`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBeNull()
  })

  it('streams what is not a public page: an API answer’s first part arrives before Next ends it', async () => {
    const response = await fetch(`${base}/api/stream`, { headers: { 'Accept-Encoding': 'identity' } })
    const reader = response.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('[1,')
    releaseStream()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('2]')
  })
})
