import zlib from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { deferFrameworkScripts } from '@/platform/webServer/frameworkAfterFirstScreen'
import { chooseEncoding } from '@/platform/webServer/precompressedPages'

import { asSent, FakeNext, pageOf, pipelineServer } from '../../../support/fakeNext'

const page = pageOf

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s gets %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

describe('kept pages in the public pages pipeline, as src/platform/webServer/server.ts wires it', () => {
  let server: Awaited<ReturnType<typeof pipelineServer>>
  let next: FakeNext

  beforeAll(async () => {
    server = await pipelineServer(() => next)
  })
  beforeEach(() => {
    next = new FakeNext()
    server.use({ transforms: [deferFrameworkScripts], maxPages: 2, freshForMs: 0 })
  })
  afterAll(() => server.close())

  const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    server.request(path, headers, method)
  const br = { 'Accept-Encoding': 'gzip, deflate, br' }

  /** Requests `path` until Next is asked about a kept copy of it (compressing takes a moment). */
  async function untilKept(path: string) {
    await expect
      .poll(async () => {
        await request(path, br)
        return next.askedWith.some((asked) => asked.path === path)
      })
      .toBe(true)
  }

  it(
    'sends a page Next says is unchanged as kept, compressed ' + 'at the best levels, without Next sending it again',
    async () => {
      next.set('/guide', page('A paragraph of the buyer’s guide.'))
      const first = await request('/guide', br)
      expect(first.text).toBe(asSent(page('A paragraph of the buyer’s guide.')))
      await untilKept('/guide')
      const rendered = next.rendered.length

      const kept = await request('/guide?utm_source=search', br)
      expect(kept.status).toBe(200)
      expect(kept.text).toBe(first.text)
      expect(kept.headers['content-encoding']).toBe('br')
      expect(kept.raw.length).toBe(
        zlib.brotliCompressSync(Buffer.from(first.text), {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }).length,
      )
      expect(Number(kept.headers['content-length'])).toBe(kept.raw.length)
      expect(kept.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(kept.headers.vary).toBe('rsc, Accept-Encoding')
      expect(kept.headers['x-nextjs-cache']).toBe('HIT')
      expect(kept.headers.etag).toBe(next.pages.get('/guide')!.etag)
      expect(next.rendered.length).toBe(rendered)

      const gzip = await request('/guide', { 'Accept-Encoding': 'gzip' })
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(gzip.text).toBe(first.text)
      const identity = await request('/guide', { 'Accept-Encoding': 'identity' })
      expect(identity.headers['content-encoding']).toBeUndefined()
      expect(identity.text).toBe(first.text)
      const head = await request('/guide', br, 'HEAD')
      expect(head.status).toBe(200)
      expect(head.raw.length).toBe(0)
      expect(Number(head.headers['content-length'])).toBe(kept.raw.length)
      expect(next.rendered.length).toBe(rendered)
    },
  )

  it('sends a changed page as Next wrote it, then keeps it in place of the old one', async () => {
    next.set('/guide', page('The first edition.'))
    await untilKept('/guide')
    next.set('/guide', page('The second edition.'))
    expect((await request('/guide', br)).text).toBe(asSent(page('The second edition.')))
    next.askedWith = []
    await untilKept('/guide')
    expect((await request('/guide', br)).text).toBe(asSent(page('The second edition.')))
  })

  it("answers a client's own ETag as Next does", async () => {
    next.set('/guide', page('A page.'))
    await untilKept('/guide')
    const etag = next.pages.get('/guide')!.etag
    const answer = await request('/guide', { ...br, 'If-None-Match': etag })
    expect(answer.status).toBe(304)
    expect(answer.raw.length).toBe(0)
  })

  it(
    'keeps nothing of the admin, of an answer that sets a ' +
      'cookie or has no ETag, of an error or of a router request',
    async () => {
      next.set('/admin/collections/posts', page('Admin.'))
      next.set('/with-cookie', page('A cookie.'), { cookie: true })
      next.set('/no-etag', page('No tag.'), { etag: null })
      const paths = ['/admin/collections/posts', '/with-cookie', '/no-etag', '/missing']
      for (const path of paths) await request(path, br)
      next.set('/guide', page('Asked by the router.'))
      await request('/guide', { ...br, rsc: '1' })
      await request('/guide', { ...br, rsc: '1' })
      await new Promise((resolve) => setTimeout(resolve, 300))
      for (const path of paths) expect((await request(path, br)).status).toBe(path === '/missing' ? 404 : 200)
      await request('/guide', { ...br, rsc: '1' })
      expect(next.askedWith).toEqual([])
    },
  )

  it('keeps at most the pages it was given room for, dropping the one sent longest ago', async () => {
    for (const path of ['/one', '/two', '/three']) {
      next.set(path, page(path))
      await untilKept(path)
    }
    next.askedWith = []
    for (const path of ['/two', '/three', '/one']) await request(path, br)
    expect(next.askedWith.map((asked) => asked.path)).toEqual(['/two', '/three'])
  })
})
