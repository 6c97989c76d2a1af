import http from 'node:http'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { deferFrameworkScripts } from '@/platform/webServer/frameworkAfterFirstScreen'

import { asSent, FakeNext, pageOf, pipelineServer } from '../../../support/fakeNext'
import { pageCacheFolders } from '../../../support/pageCacheFolders'
import { pageCacheOnDisk } from '../pageCache/pageCacheOnDisk'

const page = pageOf
const WINDOW = 1000

// Next's page cache as the site configures it (next.config.ts cacheHandler): what revalidateTag and
// revalidatePath reach, here or, broadcast, from another server.
const { serverDistDir, remove } = pageCacheFolders('tubwise-confirmed-pages-')
afterAll(remove)
const pageCache = await pageCacheOnDisk(serverDistDir)
const revalidated = (tags: string[]) => pageCache.revalidateTag(tags, { expire: 0 })

describe('a kept page Next confirmed less than a second ago goes out without asking Next (publicPages.ts)', () => {
  let server: Awaited<ReturnType<typeof pipelineServer>>
  let next: FakeNext
  let now: number

  beforeAll(async () => {
    server = await pipelineServer(() => next)
  })
  beforeEach(() => {
    next = new FakeNext()
    now = 1_000_000
    server.use({ transforms: [deferFrameworkScripts], freshForMs: WINDOW, now: () => now })
  })
  afterAll(() => server.close())

  const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    server.request(path, headers, method)
  const br = { 'Accept-Encoding': 'gzip, deflate, br' }
  /** Requests `path` and says whether Next was asked. */
  async function askedNext(path: string, headers: Record<string, string> = br, method = 'GET') {
    const before = next.calls.length
    const answer = await request(path, headers, method)
    return { asked: next.calls.length > before, answer }
  }
  /**
   * Requests `path` until Next answers 304 for its kept copy (compressing takes a moment): Next has confirmed it now.
   */
  async function confirmed(path: string) {
    await expect
      .poll(async () => {
        next.askedWith = []
        await request(path, br)
        return next.askedWith.some((asked) => asked.path === path && asked.etag === next.pages.get(path)?.etag)
      })
      .toBe(true)
  }

  it(
    'answers a second request within the window from memory, with the headers ' +
      'of Next’s 304 path, a fresh X-Request-Id, in every encoding and to HEAD',
    async () => {
      next.set('/guide', page('A paragraph of the buyer’s guide.'))
      await confirmed('/guide')
      // The answer Next confirmed (304: the kept bytes went out) and the one sent from memory after it.
      now += WINDOW
      const viaNext = await askedNext('/guide')
      expect(viaNext.asked).toBe(true)
      const fromMemory = await askedNext('/guide')
      expect(fromMemory.asked).toBe(false)

      expect(fromMemory.answer.status).toBe(200)
      expect(fromMemory.answer.text).toBe(asSent(page('A paragraph of the buyer’s guide.')))
      expect(fromMemory.answer.raw.equals(viaNext.answer.raw)).toBe(true)
      const perResponse = ({ date: _date, 'x-request-id': _id, ...rest }: http.IncomingHttpHeaders) => rest
      expect(perResponse(fromMemory.answer.headers)).toEqual(perResponse(viaNext.answer.headers))
      expect(fromMemory.answer.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'self'",
        'x-frame-options': 'DENY',
        'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
        vary: 'rsc, Accept-Encoding',
        etag: next.pages.get('/guide')!.etag,
        'content-length': String(fromMemory.answer.raw.length),
      })
      expect(fromMemory.answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      expect(fromMemory.answer.headers['x-request-id']).not.toBe(viaNext.answer.headers['x-request-id'])
      expect(fromMemory.answer.headers.date).toBeTruthy()

      const gzip = await askedNext('/guide', { 'Accept-Encoding': 'gzip' })
      expect(gzip).toMatchObject({
        asked: false,
        answer: { text: fromMemory.answer.text, headers: { 'content-encoding': 'gzip' } },
      })
      const identity = await askedNext('/guide', { 'Accept-Encoding': 'identity' })
      expect(identity).toMatchObject({ asked: false, answer: { text: fromMemory.answer.text } })
      expect(identity.answer.headers['content-encoding']).toBeUndefined()
      expect(Number(identity.answer.headers['content-length'])).toBe(Buffer.byteLength(fromMemory.answer.text))
      const head = await askedNext('/guide', br, 'HEAD')
      expect(head.asked).toBe(false)
      expect(head.answer.status).toBe(200)
      expect(head.answer.raw.length).toBe(0)
      expect(perResponse(head.answer.headers)).toEqual(perResponse(fromMemory.answer.headers))
    },
  )

  it('asks Next again once the window has passed, and the new confirmation opens a new window', async () => {
    next.set('/guide', page('A page.'))
    await confirmed('/guide')
    now += WINDOW - 1
    expect((await askedNext('/guide')).asked).toBe(false)
    now += 1
    expect((await askedNext('/guide')).asked).toBe(true)
    expect((await askedNext('/guide')).asked).toBe(false)
  })

  it('asks Next at once after any revalidation of the page cache, and sends the changed page', async () => {
    next.set('/guide', page('The first edition.'))
    await confirmed('/guide')
    expect((await askedNext('/guide')).asked).toBe(false)
    next.set('/guide', page('The second edition.'))
    await revalidated(['content-path:/guide'])
    const changed = await askedNext('/guide')
    expect(changed.asked).toBe(true)
    expect(changed.answer.text).toBe(asSent(page('The second edition.')))
  })

  it('takes nothing as confirmed from an answer during which the page cache was revalidated', async () => {
    next.set('/guide', page('A page.'))
    await confirmed('/guide')
    now += WINDOW
    next.whileAnswering = () => revalidated(['questions:/guide'])
    expect((await askedNext('/guide')).asked).toBe(true)
    next.whileAnswering = () => {}
    expect((await askedNext('/guide')).asked).toBe(true)
    expect((await askedNext('/guide')).asked).toBe(false)
  })

  it('leaves a client’s own If-None-Match, router requests and other methods to Next', async () => {
    next.set('/guide', page('A page.'))
    await confirmed('/guide')
    const etag = next.pages.get('/guide')!.etag
    const conditional = await askedNext('/guide', { ...br, 'If-None-Match': etag })
    expect(conditional.asked).toBe(true)
    expect(conditional.answer.status).toBe(304)
    expect((await askedNext('/guide', { ...br, rsc: '1' })).asked).toBe(true)
    expect((await askedNext('/guide?_rsc=abc', br)).asked).toBe(true)
    expect((await askedNext('/guide', br, 'POST')).asked).toBe(true)
    expect((await askedNext('/guide')).asked).toBe(false)
  })

  it(
    'leaves staff’s preview (draft mode) and on-demand ' + 'revalidations to Next, and takes no confirmation from them',
    async () => {
      next.set('/guide', page('A page.'))
      await confirmed('/guide')
      for (const cookie of [
        '__prerender_bypass=abc',
        'theme=dark; __prerender_bypass=abc',
        '__next_preview_data=xyz',
      ]) {
        expect((await askedNext('/guide', { ...br, Cookie: cookie })).asked, cookie).toBe(true)
      }
      expect((await askedNext('/guide', { ...br, 'x-prerender-revalidate': 'id' })).asked).toBe(true)
      expect((await askedNext('/guide', { ...br, Cookie: 'theme=dark' })).asked).toBe(false)
      now += WINDOW
      await askedNext('/guide', { ...br, Cookie: '__prerender_bypass=abc' })
      expect((await askedNext('/guide')).asked).toBe(true)
    },
  )

  it(
    'always asks Next about a page it did not serve current from its ' +
      'cache, that is private or not to be stored, or without an ETag',
    async () => {
      next.set('/stale', page('Served stale while Next renders it again.'), { cache: 'STALE' })
      next.set('/per-request', page('Rendered per request.'), { cache: null })
      next.set('/private', page('Private.'), {
        cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate',
      })
      next.set('/no-store', page('Not to be stored.'), { cacheControl: 'no-store' })
      for (const path of ['/stale', '/per-request', '/private', '/no-store']) {
        await confirmed(path)
        for (let n = 0; n < 3; n++) expect((await askedNext(path)).asked, path).toBe(true)
      }
      next.set('/with-cookie', page('A cookie.'), { cookie: true })
      next.set('/no-etag', page('No tag.'), { etag: null })
      for (const path of ['/with-cookie', '/no-etag']) {
        await request(path, br)
        await new Promise((resolve) => setTimeout(resolve, 200))
        for (let n = 0; n < 3; n++) expect((await askedNext(path)).asked, path).toBe(true)
      }
    },
  )

  it('forgets a confirmation with the kept page it belongs to (at most maxPages)', async () => {
    server.use({ transforms: [], freshForMs: WINDOW, now: () => now, maxPages: 1 })
    next.set('/one', page('One.'))
    next.set('/two', page('Two.'))
    await confirmed('/one')
    await confirmed('/two')
    expect((await askedNext('/two')).asked).toBe(false)
    expect((await askedNext('/one')).asked).toBe(true)
  })
})
