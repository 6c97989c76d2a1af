import http from 'node:http'

import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deferFrameworkScripts, PLACEHOLDER_TYPE } from '@/platform/webServer/frameworkAfterFirstScreen'
import { type Middleware, publicPages } from '@/platform/webServer/publicPages'

import { request } from '../../../support/fakeNext'
import { closing, listening } from '../../../support/rawHttp'

// The shape of the head Next 16 writes (scripts in the order it gives them).
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<link rel="preload" href="/_next/static/chunks/lazy-form.js" as="script" fetchPriority="low"/>' +
  '<link rel="preload" as="image" href="/media/guide-800x450.webp" fetchPriority="high"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<title>Guide</title></head>'
// After the first screen of HTML, the script that starts the app.
const BOOT = '<script src="/_next/static/chunks/boot.js" async=""></script>'
const BODY =
  `<body><main>${'A paragraph of the buyer’s guide. '.repeat(200)}</main>` +
  `${BOOT}<script>self.__next_f.push([1,"data"])</script></body></html>`
const DEFERRED =
  deferFrameworkScripts(HEAD) +
  BODY.replace(BOOT, `<script type="${PLACEHOLDER_TYPE}" data-src="/_next/static/chunks/boot.js"></script>`)

describe('deferFrameworkScripts', () => {
  const head = deferFrameworkScripts(HEAD)

  it('turns each async build script into an inert placeholder, in order, and drops their preloads', () => {
    expect(head).not.toMatch(/<script src="[^"]+" async/)
    expect(head).not.toMatch(/<link[^>]* as="script"/)
    expect(
      [...head.matchAll(new RegExp(`<script type="${PLACEHOLDER_TYPE}" data-src="([^"]+)"></script>`, 'g'))].map(
        (m) => m[1],
      ),
    ).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/main.js'])
  })

  it('keeps the stylesheets and what old browsers load, and adds the loader once, inside the head', () => {
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"')
    expect(head).toContain('<link rel="preload" as="image" href="/media/guide-800x450.webp" fetchPriority="high"/>')
    expect(head).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])
    expect(inline).toHaveLength(1)
    expect(inline[0]).toContain('PerformanceObserver')
    expect(inline[0]).toContain(PLACEHOLDER_TYPE)
    expect(head.endsWith('</script></head>')).toBe(true)
  })

  it('turns the app starter after the first screen into a placeholder too', () => {
    expect(deferFrameworkScripts(HEAD + BODY)).toBe(DEFERRED)
  })

  it('leaves a head without framework scripts as it is', () => {
    const plain = '<head><title>Not found</title></head>'
    expect(deferFrameworkScripts(plain)).toBe(plain)
  })
})

describe('the framework deferral in the public pages pipeline, behind the compression middleware', () => {
  let server: http.Server
  let base: string
  const respond = publicPages({ transforms: [deferFrameworkScripts], compress: compression() as unknown as Middleware })

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      respond(req, res, () => {
        const url = req.url ?? '/'
        if (url.startsWith('/api')) {
          res.setHeader('Content-Type', 'application/json')
          res.end(JSON.stringify({ html: HEAD }))
          return
        }
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        if (url === '/missing') res.statusCode = 404
        if (url === '/no-head-scripts') {
          // Should Next ever write the app's starter alone, with nothing in the head to defer.
          res.end('<html><head><title>Plain</title></head>' + BODY)
          return
        }
        if (url === '/cached') {
          // A cached page: the whole document at once, with its length.
          const whole = HEAD + BODY
          res.setHeader('Content-Length', Buffer.byteLength(whole))
          res.end(whole)
          return
        }
        // A rendered page: streamed, the head, a character and the app's script split across chunks
        // (inside the tag's opening words, or later inside its path).
        const body = Buffer.from(BODY)
        const inBoot = body.indexOf(BOOT) + (url === '/rendered' ? 12 : 30)
        const inCharacter = body.indexOf('’') + 1
        res.write(HEAD.slice(0, 100))
        res.write(Buffer.from(HEAD.slice(100)))
        res.write(body.subarray(0, inCharacter))
        res.write(body.subarray(inCharacter, inBoot))
        res.end(body.subarray(inBoot))
      })
    })
    base = `http://127.0.0.1:${await listening(server)}`
  })
  afterAll(() => closing(server))

  const get = (pathname: string, acceptEncoding: string) =>
    request(base, pathname, { 'Accept-Encoding': acceptEncoding })

  it.each([
    ['/cached', 'br'],
    ['/cached', 'identity'],
    ['/rendered', 'gzip'],
    ['/rendered', 'identity'],
    ['/rendered-late', 'br'],
  ])('defers the framework in %s (Accept-Encoding: %s) and leaves the rest whole', async (pathname, acceptEncoding) => {
    const { status, headers, text } = await get(pathname, acceptEncoding)
    expect(status).toBe(200)
    expect(headers['content-encoding']).toBe(acceptEncoding === 'identity' ? undefined : acceptEncoding)
    expect(text).toBe(DEFERRED)
    if (headers['content-length']) expect(Number(headers['content-length'])).toBe(Buffer.byteLength(text))
  })

  it('leaves the app starter alone when the head had nothing to defer (no loader would load it)', async () => {
    expect((await get('/no-head-scripts', 'identity')).text).toBe('<html><head><title>Plain</title></head>' + BODY)
  })

  it('leaves error pages, JSON and the admin alone', async () => {
    expect((await get('/missing', 'identity')).text).toBe(HEAD + BODY)
    expect((await get('/admin/collections/posts', 'identity')).text).toBe(HEAD + BODY)
    expect((await get('/api/anything', 'identity')).text).toBe(JSON.stringify({ html: HEAD }))
  })
})
