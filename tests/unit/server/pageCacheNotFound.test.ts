import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import SharedCacheHandler from '../../../src/server/pageCache/sharedCacheHandler.mjs'

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
