import fs from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import SharedCacheHandler, { isPagePathKey } from '../../../../src/platform/pageCache/sharedCacheHandler.mjs'
import { pageCacheFolders } from '../../../support/pageCacheFolders'

import { pageCacheOnDisk } from './pageCacheOnDisk'

/**
 * The page cache on a real folder, as Next drives it: a rendered page is stored under its key with
 * its status. The end-to-end test (tests/e2e/operations/inventedPaths.spec.ts) measures the same on the build.
 */
// A build (`.next`, its id and its server folder), the cache folder the server writes to, and in it the
// folder of an older build.
const { build, serverDistDir, cacheDir, remove } = pageCacheFolders('tubwise-page-cache-')
afterAll(remove)
fs.mkdirSync(path.join(cacheDir, 'build-a', 'route-cache'), { recursive: true })

const handler = await pageCacheOnDisk(serverDistDir)
const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
const context = { cacheControl: { revalidate: 3600, expire: undefined }, isRoutePPREnabled: false, isFallback: false }
const page = (status: number, text: string) => ({
  kind: 'APP_PAGE',
  status,
  html: `<p>${text}</p>`,
  rscData: Buffer.from(text),
  headers: {},
  postponed: undefined,
  segmentData: undefined,
})
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).sort() : [])
const stored = () => fs.readdirSync(path.join(serverDistDir, 'app'), { recursive: true }).map(String).sort()

describe('the page cache and 404 pages', () => {
  it('keeps no 404 page of a path that had no page', async () => {
    await handler.set('/guide', page(200, 'the guide'), context)
    const before = stored()
    await handler.set('/no-such-page', page(404, 'not found'), context)
    await handler.set('/a/b/c', page(404, 'not found'), context)
    expect(stored()).toEqual(before)
    expect(before).toContain('guide.html')
  })

  it('replaces the page of a path that had one by its 404, so the old page is never served again', async () => {
    await handler.set('/guide', page(404, 'not found'), context)
    expect(fs.readFileSync(path.join(serverDistDir, 'app', 'guide.html'), 'utf8')).toBe('<p>not found</p>')
    expect(JSON.parse(fs.readFileSync(path.join(serverDistDir, 'app', 'guide.meta'), 'utf8')).status).toBe(404)
  })
})

describe('the page cache and the spelling of a path', () => {
  it('keeps no page under a key spelt as no page path is (an encoded ?, #, space or slash)', async () => {
    await handler.set('/articles/16', page(200, 'an article'), context)
    const before = stored()
    for (const key of ['/guide%3Fx', '/guide%23x', '/guide ', '/guide%20', '/guide%2Fx', '/guide?x', '/a/../guide']) {
      await handler.set(key, page(200, 'the guide again'), context)
    }
    expect(stored()).toEqual(before)
    expect(before).toContain(path.join('articles', '16.html'))
  })

  it.each([
    ['/guide', true],
    ['/route-cache/APP_PAGE/8f70dc12/$/guide', true],
    ['/route-cache/APP_PAGE/8f70dc12/$/guide%3Fx', false],
    ['/route-cache/APP_PAGE/8f70dc12/$/guide  ', false],
    ['/index', true],
    ['/_not-found', true],
    ['/complete/pbs', true],
    ['/a.b/c~d_e-f', true],
    ['/guide%3Fx', false],
    ['/guide ', false],
    ['/guide/', false],
    ['//guide', false],
    ['/a/./b', false],
    ['/a/../b', false],
    ['', false],
  ])('%s is spelt as a page path: %s', (key, expected) => {
    expect(isPagePathKey(key)).toBe(expected)
  })
})

describe('the page cache and the build folder', () => {
  const routeKey = (pagePath: string) => `/route-cache/APP_PAGE/8f70dc12/$${pagePath}`
  const buildFiles = () => filesIn(build).filter((file) => !file.startsWith(path.join('server', 'app')))

  it("removed the cache of another build when it started: that build's pages came from another database", () => {
    expect(fs.readdirSync(cacheDir)).toEqual(['build-b'])
  })

  it('writes a page rendered while serving to CACHE_DIR, under the build id, never into the build', async () => {
    const before = buildFiles()
    await handler.set(routeKey('/reviews'), page(200, 'reviews'), context)
    expect(buildFiles()).toEqual(before)
    const html = path.join(cacheDir, 'build-b', 'route-cache', 'APP_PAGE', '8f70dc12', '$', 'reviews.html')
    expect(fs.readFileSync(html, 'utf8')).toBe('<p>reviews</p>')
    expect(fs.statSync(path.join(cacheDir, 'build-b')).mode & 0o777).toBe(0o700)
    expect(await handler.get(routeKey('/reviews'), { kind: 'APP_PAGE', isRoutePPREnabled: false })).toMatchObject({
      value: { html: '<p>reviews</p>' },
    })
  })

  it("can be made without a build folder, as some of Next's bundles make it (it keeps nothing on disk then)", () => {
    expect(() => new SharedCacheHandler({ fs: nodeFs, flushToDisk: false, revalidatedTags: [] })).not.toThrow()
  })

  it('writes cached data (unstable_cache) to CACHE_DIR too', async () => {
    const before = buildFiles()
    await handler.set(
      'fetch-entry',
      { kind: 'FETCH', data: { body: 'x' }, revalidate: 60 },
      { fetchCache: true, tags: [] },
    )
    expect(buildFiles()).toEqual(before)
    expect(filesIn(path.join(cacheDir, 'build-b', 'fetch-cache'))).toEqual(['fetch-entry'])
  })
})
