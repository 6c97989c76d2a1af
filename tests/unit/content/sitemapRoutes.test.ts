import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { CAPABILITY_PUBLIC_PAGES, UNLISTED_ROUTES } from '@/app/publicPages'
import { CONTENT_SITEMAP_ROUTES, sitemapEntries } from '@/content/seo/sitemap'
import { isUnlistedPath } from '@/content/seo/unlistedPages'

vi.mock('@/content/server/cachedContent', () => ({
  getAllPublished: async () => [
    { slug: 'guide', updatedAt: '2026-11-20T00:00:00.000Z' },
    { slug: 'complete/pbs', updatedAt: '2026-11-19T00:00:00.000Z' },
  ],
}))

const frontend = path.resolve(import.meta.dirname, '../../../src/app/(frontend)')

/** Each `page.tsx` under (frontend) as its route (`/water-care/log`, `/eval/[id]`), with its source text. */
function pageRoutes(dir = frontend): { route: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return pageRoutes(full)
    if (entry.name !== 'page.tsx') return []
    const segments = path
      .relative(frontend, dir)
      .split(path.sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    return [{ route: `/${segments.join('/')}`, source: readFileSync(full, 'utf8') }]
  })
}

const listed = new Set<string>([...CONTENT_SITEMAP_ROUTES, ...CAPABILITY_PUBLIC_PAGES])
const noindex = /robots:\s*\{\s*index:\s*false/

describe('the sitemap and the page routes', () => {
  const routes = pageRoutes()

  it('finds the routes it checks', () => {
    expect(routes.map(({ route }) => route)).toEqual(
      expect.arrayContaining(['/', '/[...path]', '/water-care', '/eval/[id]']),
    )
  })

  it('lists every page route of (frontend) or says why not, never both', () => {
    for (const { route } of routes) {
      const why = UNLISTED_ROUTES[route]
      expect(listed.has(route) || why !== undefined, `${route}: neither in the sitemap nor on UNLISTED_ROUTES`).toBe(
        true,
      )
      expect(listed.has(route) && why !== undefined, `${route}: both listed and unlisted`).toBe(false)
      if (why !== undefined) expect(why.length, route).toBeGreaterThan(10)
    }
  })

  it('names no route that is gone', () => {
    const known = new Set(routes.map(({ route }) => route))
    for (const route of [...listed, ...Object.keys(UNLISTED_ROUTES)]) expect(known, route).toContain(route)
  })

  it('lists only indexable pages and leaves out only noindex ones', () => {
    for (const { route, source } of routes) {
      if (listed.has(route)) expect(source, route).not.toMatch(noindex)
      else if (route === '/complete/[type]') expect(isUnlistedPath('complete/pbs')).toBe(true)
      else expect(source, route).toMatch(noindex)
    }
  })

  it('gives the capabilities’ pages beside home, the lists and the listed posts', async () => {
    const urls = (await sitemapEntries(CAPABILITY_PUBLIC_PAGES)).map((entry) => new URL(entry.url).pathname)
    expect(urls).toEqual(expect.arrayContaining(['/', '/content/articles', '/guide', '/water-care', '/water-care/log']))
    expect(urls).toContain('/water-care/reminders')
    expect(urls).not.toContain('/complete/pbs')
    expect(new Set(urls).size).toBe(urls.length)
  })
})
