import fs from 'node:fs'
import path from 'node:path'

import {
  answeredCurrentFromCache,
  CACHE_STATE_HEADER,
  FRAMEWORK_SCRIPT,
  frameworkFiles,
  isRouterRequest,
} from '../../../src/platform/next/nextContracts.mjs'
import { AFTER_FIRST_SCREEN_TYPE } from '../../../src/platform/next/sharedWithWebServer.mjs'
import { deferFrameworkScripts } from '../../../src/platform/webServer/frameworkAfterFirstScreen'
import { COMPILE_HINT } from '../../../src/platform/webServer/frameworkCompileHints.mjs'
import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'
import { useSecondServer } from '../../support/e2e/secondServer'

// The contracts of src/platform/next/nextContracts.mjs that only the production build shows (the rest:
// tests/unit/platform/next/nextContracts.test.ts). Each title names its contract: an upgrade of Next that breaks
// one fails here by that name.

/** Every tag that loads a build file as a script, but the ones only old browsers run. */
const buildScriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\ssrc="\/_next\/static\/[^"]*"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnoModule\b/i.test(tag))
const scriptPreloads = (html: string) => [...html.matchAll(/<link\b[^>]*\sas="script"[^>]*>/g)].map((m) => m[0])
const placeholders = (html: string) =>
  html.split(`<script type="${AFTER_FIRST_SCREEN_TYPE}" data-src="/_next/static/`).length - 1

/** What the deferral must do to a page Next wrote: find every framework script and preload, and leave none. */
function expectDeferralConverts(html: string, name: string): number {
  const scripts = buildScriptTags(html)
  expect(scripts.length, `${name}: every script tag has the shape the deferral converts`).toBe(
    [...html.matchAll(FRAMEWORK_SCRIPT)].length,
  )
  const deferred = deferFrameworkScripts(html)
  expect(buildScriptTags(deferred), `${name}: scripts left as Next wrote them`).toEqual([])
  expect(
    scriptPreloads(deferred.slice(0, deferred.indexOf('</head>'))),
    `${name}: script preloads left in the head`,
  ).toEqual([])
  expect(placeholders(deferred), `${name}: placeholders`).toBe(scripts.length)
  return scripts.length
}

function prerenderedPages(folder = path.join('.next', 'server', 'app')): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : prerenderedPages(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

const ONE_VIEWPORT = 'no need to repeat per viewport'

describeOnDesktop('Next contract', ONE_VIEWPORT, () => {
  test(
    'Next contract: the framework scripts and their preloads in the ' +
      'pages the build prerendered have the shapes the deferral converts',
    () => {
      const pages = prerenderedPages()
      const converted = pages.map((file) => expectDeferralConverts(fs.readFileSync(file, 'utf8'), file))
      expect(converted.filter((count) => count > 0).length, 'pages with framework scripts').toBeGreaterThan(0)
    },
  )

  test(
    'Next contract: the build manifest’s rootMainFiles are framework scripts ' +
      'every page loads, and the build opened each with the compile hint',
    async ({ request }) => {
      const files = frameworkFiles('.next').map((file) => `/_next/${file}`)
      const pageScripts = await Promise.all(
        ['/', '/guide', '/price-check', '/asktheexperts'].map(async (path) => {
          const html = await (await request.get(path)).text()
          return new Set([...html.matchAll(/ data-src="([^"]+)"/g)].map((match) => match[1]))
        }),
      )
      expect(files.length).toBeGreaterThan(0)
      for (const scripts of pageScripts) expect(files.filter((file) => !scripts.has(file))).toEqual([])
      for (const file of files) {
        const served = await (await request.get(file)).text()
        expect(served.startsWith(COMPILE_HINT), file).toBe(true)
      }
    },
  )

  test('Next contract: the client router’s requests carry the RSC markers the server recognises', async ({ page }) => {
    const routerAnswers: { url: string; headers: Record<string, string> }[] = []
    page.on('response', async (response) => {
      if ((response.headers()['content-type'] ?? '').startsWith('text/x-component'))
        routerAnswers.push({ url: response.url(), headers: await response.request().allHeaders() })
    })
    await page.goto('/')
    await page.locator('main a[href="/guide"]').first().focus()
    await expect.poll(() => routerAnswers.length).toBeGreaterThan(0)
    for (const { url, headers } of routerAnswers) {
      const { pathname, search } = new URL(url)
      expect(isRouterRequest(headers, pathname + search), url).toBe(true)
    }
  })

  test('Next contract: a cached page asked with its own ETag is answered 304 with the same ETag', async ({
    request,
  }) => {
    const etag = (await request.get('/guide')).headers()['etag']
    expect(etag).toBeTruthy()
    const again = await request.get('/guide', { headers: { 'If-None-Match': etag! } })
    expect(again.status()).toBe(304)
    expect(again.headers()['etag']).toBe(etag)
  })

  test(
    'Next contract: a page of its cache is answered, its 304 too, with ' +
      'x-nextjs-cache saying it is current, and a page rendered per request without it',
    async ({ request }) => {
      const etag = (await request.get('/guide')).headers()['etag']
      const again = await request.get('/guide', { headers: { 'If-None-Match': etag! } })
      expect(again.status()).toBe(304)
      expect(answeredCurrentFromCache(again.headers()[CACHE_STATE_HEADER]), again.headers()[CACHE_STATE_HEADER]).toBe(
        true,
      )
      expect(again.headers()['cache-control']).not.toMatch(/private|no-store|no-cache/)
      const perRequest = await request.get('/search/jets')
      expect(perRequest.status()).toBe(200)
      expect(perRequest.headers()[CACHE_STATE_HEADER]).toBeUndefined()
    },
  )
})

describeOnDesktop('FRAMEWORK_DEFERRAL=off, on a second app server of the same build and database', ONE_VIEWPORT, () => {
  const { server } = useSecondServer('no-deferral', (port) => ({
    FRAMEWORK_DEFERRAL: 'off',
    SITE_URL: `http://localhost:${port}`,
  }))

  const PAGES = ['/', '/guide', '/price-check', '/consult', '/search/jets']

  test('pages go out with Next’s own async scripts and preloads, and no loader', async ({ request }) => {
    for (const page of PAGES) {
      const html = await (await request.get(`${server().url}${page}`)).text()
      expect([...html.matchAll(FRAMEWORK_SCRIPT)].length, page).toBeGreaterThan(0)
      expect(html, page).not.toContain(AFTER_FIRST_SCREEN_TYPE)
    }
  })

  test(
    'Next contract: the framework scripts and their preloads in ' +
      'the pages Next serves have the shapes the deferral converts',
    async ({ request }) => {
      for (const page of PAGES) expectDeferralConverts(await (await request.get(`${server().url}${page}`)).text(), page)
    },
  )
})
