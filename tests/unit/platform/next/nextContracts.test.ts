import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import {
  asksPastItsCache,
  DRAFT_MODE_COOKIES,
  isRouterRequest,
  NEXT_VERSION_CHECKED,
  nextCacheInternals,
  pagePathOfCacheKey,
  REVALIDATE_HEADER,
  ROUTER_HEADER_PREFIX,
  RSC_HEADER,
  RSC_QUERY,
} from '@/platform/next/nextContracts.mjs'

// The contracts of src/platform/next/nextContracts.mjs that the installed package shows; those that need
// the production build's pages are in tests/e2e/operations/nextContracts.spec.ts.
const require = createRequire(import.meta.url)
const serverDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-next-contracts-'))
afterAll(() => fs.rmSync(serverDistDir, { recursive: true, force: true }))

describe('Next contract', () => {
  it(
    'Next contract: the installed Next is the version the contracts were ' +
      'checked against (re-check them all, then change NEXT_VERSION_CHECKED)',
    () => {
      expect((require('next/package.json') as { version: string }).version).toBe(NEXT_VERSION_CHECKED)
    },
  )

  it(
    'Next contract: the client router marks its requests with ' +
      'the RSC header, Next-Router-… headers and the _rsc query',
    () => {
      const marks = require('next/dist/client/components/app-router-headers.js') as Record<string, string>
      expect(marks.RSC_HEADER).toBe(RSC_HEADER)
      expect(marks.NEXT_RSC_UNION_QUERY).toBe(RSC_QUERY)
      for (const name of [
        'NEXT_ROUTER_STATE_TREE_HEADER',
        'NEXT_ROUTER_PREFETCH_HEADER',
        'NEXT_ROUTER_SEGMENT_PREFETCH_HEADER',
      ]) {
        expect(marks[name], name).toMatch(new RegExp(`^${ROUTER_HEADER_PREFIX}`))
        expect(isRouterRequest({ [marks[name]!]: '1' }, '/guide'), name).toBe(true)
      }
      expect(isRouterRequest({ [RSC_HEADER]: '1' }, '/guide')).toBe(true)
      expect(isRouterRequest({}, `/guide?${RSC_QUERY}=abc`)).toBe(true)
      expect(isRouterRequest({ accept: 'text/html' }, '/guide?page=2')).toBe(false)
    },
  )

  it(
    'Next contract: draft mode’s cookies and the on-demand ' +
      'revalidation header are the ones Next renders past its cache for',
    () => {
      const names = require('next/dist/server/api-utils/index.js') as Record<string, string>
      const constants = require('next/dist/lib/constants.js') as Record<string, string>
      expect(DRAFT_MODE_COOKIES).toEqual([names.COOKIE_NAME_PRERENDER_BYPASS, names.COOKIE_NAME_PRERENDER_DATA])
      expect(REVALIDATE_HEADER).toBe(constants.PRERENDER_REVALIDATE_HEADER)
      expect(asksPastItsCache({ cookie: `theme=dark; ${names.COOKIE_NAME_PRERENDER_BYPASS}=1` })).toBe(true)
      expect(asksPastItsCache({ [REVALIDATE_HEADER]: 'id' })).toBe(true)
      expect(asksPastItsCache({ cookie: `not${names.COOKIE_NAME_PRERENDER_BYPASS}=1` })).toBe(false)
      expect(asksPastItsCache({})).toBe(false)
    },
  )

  it("Next contract: a page's cache key ends in the path requested, after the route-cache marker", () => {
    const { getRouteCacheKey } = require('next/dist/server/lib/route-cache-key.js') as {
      getRouteCacheKey: (pathname: string, owner: { kind: string; sourceRoute: string }) => string
    }
    const owner = { kind: 'APP_PAGE', sourceRoute: '/(frontend)/[...path]/page' }
    expect(getRouteCacheKey('/guide', owner)).toMatch(/^\/route-cache\/APP_PAGE\/[0-9a-f]{64}\/\$\/guide$/)
    expect(pagePathOfCacheKey(getRouteCacheKey('/guide', owner))).toBe('/guide')
    expect(pagePathOfCacheKey(getRouteCacheKey('/', owner))).toBe('/index')
    expect(pagePathOfCacheKey(getRouteCacheKey('/articles/16', owner))).toBe('/articles/16')
    expect(pagePathOfCacheKey(getRouteCacheKey('/guide%3Fx', owner))).toBe('/guide%3Fx')
    expect(pagePathOfCacheKey('/guide')).toBe('/guide')
  })

  it(
    'Next contract: the page cache base class has the methods,' + ' private members and tables the cache handler uses',
    async () => {
      const { FileSystemCache, APP_PAGE, cacheControls } = nextCacheInternals()
      const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown }
      const cache = new FileSystemCache({
        fs: nodeFs,
        flushToDisk: true,
        serverDistDir,
        revalidatedTags: [],
        maxMemoryCacheSize: 1024 * 1024,
      })
      expect(cache.getFilePath('guide.html', APP_PAGE)).toBe(path.join(serverDistDir, 'app', 'guide.html'))
      expect(typeof FileSystemCache.memoryCache?.has).toBe('function')
      await cache.set(
        '/guide',
        {
          kind: APP_PAGE,
          status: 200,
          html: '<p>guide</p>',
          rscData: Buffer.from('guide'),
          headers: {},
          postponed: undefined,
          segmentData: undefined,
        },
        {
          cacheControl: { revalidate: 3600, expire: undefined },
          isRoutePPREnabled: false,
          isFallback: false,
        },
      )
      expect(FileSystemCache.memoryCache?.has('/guide')).toBe(true)
      expect(fs.existsSync(cache.getFilePath('/guide.html', APP_PAGE))).toBe(true)
      expect(cacheControls).toBeInstanceOf(Map)
    },
  )

  it('Next contract: a tag’s expired time in the tags manifest puts entries stored before it out of date', () => {
    const { tagsManifest, areTagsExpired } = nextCacheInternals()
    const now = Date.now()
    tagsManifest.set('contract-tag', { stale: now, expired: now })
    expect(areTagsExpired(['contract-tag'], now - 1000)).toBe(true)
    expect(areTagsExpired(['contract-tag'], now + 1000)).toBe(false)
    tagsManifest.delete('contract-tag')
  })
})
