import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { E2E_SITE_ENV } from '../../../playwright.config'
import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'
import { staffAuth } from '../../support/e2e/staffSession'

// Where the server under test keeps Next's cache (src/platform/pageCache/sharedCacheHandler.mjs on
// Next's file-system cache): pages rendered at run time and cached data under CACHE_DIR; the build's
// own pages in .next/server/app. The build's folders where Next itself would write at run time are
// measured too (.next/server/route-cache in Next 16.4, .next/cache/fetch-cache).
const BUILD = path.resolve(import.meta.dirname, '..', '..', '..', '.next')
const CACHE_FOLDERS = [
  E2E_SITE_ENV.CACHE_DIR,
  path.join(BUILD, 'server', 'route-cache'),
  path.join(BUILD, 'server', 'app'),
  path.join(BUILD, 'cache', 'fetch-cache'),
]

/** The files in `folder` (recursively) whose contents changed after `since` (ms). */
function filesChangedAfter(folder: string, since: number): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs > since)
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
}

function cacheSize() {
  let files = 0
  let bytes = 0
  for (const folder of CACHE_FOLDERS) {
    if (!fs.existsSync(folder)) continue
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      files += 1
      bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
    }
  }
  return { files, bytes }
}

/** The statuses of `paths`, asked a few at a time, as plain HTTP requests. */
async function statusesOf(request: APIRequestContext, paths: string[], atOnce = 10): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {}
  for (let i = 0; i < paths.length; i += atOnce) {
    const batch = paths.slice(i, i + atOnce)
    const answers = await Promise.all(batch.map((target) => request.get(target, { maxRedirects: 0 })))
    batch.forEach((target, j) => (statuses[target] = answers[j]!.status()))
  }
  return statuses
}

const invented = (run: string, count: number) =>
  Array.from(
    { length: count },
    (_, n) =>
      [`/x-${run}-${n}`, `/a/b/c-${run}-${n}`, `/complete/bogus-${run}-${n}`, `/content/bogus-${run}-${n}`][n % 4]!,
  )

describeOnDesktop('invented URLs', 'no need to repeat per viewport', () => {
  test('1,000 unknown paths answer 404 and leave the page cache no bigger', async ({ request }) => {
    test.setTimeout(240_000)
    const run = String(Date.now())
    // What any first unknown path may load once (the list of published paths), before measuring.
    await statusesOf(request, invented(`${run}-warm`, 8))
    const before = cacheSize()

    const paths = invented(run, 1000)
    const statuses = await statusesOf(request, paths)
    const notFound = Object.entries(statuses).filter(([, status]) => status !== 404)
    expect(notFound, 'every invented path answers 404').toEqual([])

    expect(cacheSize()).toEqual(before)
  })

  test('encoded spellings of a published path answer 404 and leave the page cache no bigger', async ({ request }) => {
    const run = Date.now().toString(36)
    // The published page itself, rendered and kept before measuring.
    expect((await request.get('/guide')).status()).toBe(200)
    expect((await request.get('/guide')).status()).toBe(200)
    const before = cacheSize()

    const spellings = [
      `/guide%3F${run}`,
      `/guide%3Fx=${run}`,
      `/guide%23${run}`,
      `/guide%20`,
      `/guide%20%20${run}`,
      `/guide%2F${run}`,
      `/guide%2F`,
      `/guide%09`,
      `/guide%0A`,
      `/guide%3B${run}`,
      `/%20guide`,
      `/guide/%3F${run}`,
    ]
    const statuses = await statusesOf(request, spellings)
    expect(Object.entries(statuses).filter(([, status]) => status !== 404)).toEqual([])
    // Encoded letters mean the letters: one redirect to the path written plainly (src/platform/webServer/plainPath.ts).
    const lettersEncoded = await request.get(`/gui%64e?run=${run}`, { maxRedirects: 0 })
    expect(lettersEncoded.status()).toBe(308)
    expect(lettersEncoded.headers().location).toBe(`/guide?run=${run}`)
    expect(cacheSize()).toEqual(before)
  })

  test(
    'a path unknown before staff publish a post there ' + 'shows the post at once, and 404 again once it is gone',
    async ({ request }) => {
      const slug = `later-page-${Date.now()}`
      expect((await request.get(`/${slug}`)).status()).toBe(404)

      const headers = await staffAuth(request)
      const { docs } = (await (
        await request.get('/api/cms/posts?where[slug][equals]=aboutus&depth=0&limit=1', { headers })
      ).json()) as { docs: Record<string, unknown>[] }
      const {
        id: _id,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        aliases: _aliases,
        source: _source,
        ...template
      } = docs[0]!
      const title = `A page published later ${slug}`
      const created = await request.post('/api/cms/posts', {
        headers,
        data: { ...template, slug, title, aliases: [], _status: 'published' },
      })
      expect(created.status(), await created.text()).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: string } }
      try {
        const page = await request.get(`/${slug}`)
        expect(page.status()).toBe(200)
        expect(await page.text()).toContain(title)
        // Rendered now, and kept in CACHE_DIR: the build is only read while serving (it may be read-only).
        expect(
          filesChangedAfter(E2E_SITE_ENV.CACHE_DIR, 0).filter((file) => file.endsWith(`${slug}.html`)),
        ).toHaveLength(1)
        // The build's stamp is the last file a build writes (scripts/lib/setup.ts).
        expect(filesChangedAfter(BUILD, fs.statSync(path.join(BUILD, 'tubwise-build-stamp')).mtimeMs)).toEqual([])
      } finally {
        expect((await request.delete(`/api/cms/posts/${doc.id}`, { headers })).status()).toBe(200)
      }
      // Its cached page must not outlive it.
      expect((await request.get(`/${slug}`)).status()).toBe(404)
    },
  )
})
