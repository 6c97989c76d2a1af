import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import SharedCacheHandler, { isPagePathKey } from '../../../src/server/pageCache/sharedCacheHandler.mjs'

/**
 * The page cache on a real folder, as Next drives it: a rendered page is stored under its key with
 * its status. The end-to-end test (tests/e2e/inventedPaths.spec.ts) measures the same on the build.
 */
const serverDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-page-cache-'))
afterAll(() => fs.rmSync(serverDistDir, { recursive: true, force: true }))

const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
const handler = new SharedCacheHandler({
  fs: nodeFs,
  flushToDisk: true,
  serverDistDir,
  revalidatedTags: [],
  maxMemoryCacheSize: 0,
})
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

  it('reads the path in the keys Next 16.4 makes (route-cache-key.js)', async () => {
    const { getRouteCacheKey } = await import('next/dist/server/lib/route-cache-key.js')
    type Owner = Parameters<typeof getRouteCacheKey>[1]
    const owner = { kind: 'APP_PAGE', sourceRoute: '/(frontend)/[...path]/page' } as unknown as Owner
    expect(getRouteCacheKey('/guide', owner)).toMatch(/^\/route-cache\/APP_PAGE\/[0-9a-f]{64}\/\$\/guide$/)
    expect(isPagePathKey(getRouteCacheKey('/guide', owner))).toBe(true)
    expect(isPagePathKey(getRouteCacheKey('/', owner))).toBe(true)
    expect(isPagePathKey(getRouteCacheKey('/articles/16', owner))).toBe(true)
    expect(isPagePathKey(getRouteCacheKey('/guide%3Fx', owner))).toBe(false)
    expect(isPagePathKey(getRouteCacheKey('/guide  ', owner))).toBe(false)
  })

  it.each([
    ['/guide', true],
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
