import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { articleFields } from '../../support/pages'
import { startTestPayload, testDatabase } from '../../support/payload'
import { answerOf } from '../../support/routes'

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
type Page = {
  posts: { link: string; title: string; snippet?: { text: string; match: boolean }[] }[]
  pageNum?: number
  hasMore?: boolean
}

let payload: Payload
let route: Route
let siteSearch: typeof import('@/search/server/siteSearch')

beforeAll(async () => {
  payload = await startTestPayload()
  const { importContent } = await import('@/content/markdown/importContent')
  await importContent(payload)
  route = (await import('@/app/api/search/route')).GET
  siteSearch = await import('@/search/server/siteSearch')
}, 300_000)
afterAll(async () => {
  await payload?.destroy()
})

const search = async (searchTerm: string, pageNum?: number) => {
  const query = new URLSearchParams({ searchTerm, ...(pageNum === undefined ? {} : { pageNum: String(pageNum) }) })
  const response = await route(new Request(`http://localhost/api/search?${query}`), { params: Promise.resolve({}) })
  return answerOf<Page>(response)
}
const firstLink = async (term: string) => (await search(term)).body.posts[0]?.link
/** How many posts the index itself matches (the API also drops anything no longer published). */
const indexMatches = async (term: string) => (await siteSearch.searchPosts(payload, term, 1)).total
const withinSeconds = { timeout: 5_000, interval: 250 }

describe(`site search over the real content (${testDatabase()})`, () => {
  it.each([
    ['exact', 'clamped plumbing', '/clamped_plumbing_lines_in_hot_tubs'],
    ['exact', 'cover lifter', '/ultralift'],
    ['prefix', 'insul', '/insulation_systems'],
    ['typo', 'insullation', '/insulation_systems'],
    ['typo', 'enzime', '/enzyme_systems'],
    ['typo', 'filtraton', '/filtration_systems'],
    ['stemming', 'pumps', '/circulation_pumps'],
    ['stemming', 'pump', '/circulation_pumps'],
    ['multi-word', 'salt water', '/salt_systems'],
    ['case and accents', 'SALT Wáter', '/salt_systems'],
    ['multi-word', 'buyers guide', '/guide'],
  ])('%s: “%s” puts %s first', async (_kind, term, expected) => {
    expect(await firstLink(term)).toBe(expected)
  })

  it('reads a misspelt chlorine as chlorine', async () => {
    const top = (await search('chlorene')).body.posts.slice(0, 3)
    expect(top).toHaveLength(3)
    for (const post of top)
      expect(
        post.snippet?.some((part) => part.match && /^chlorine$/i.test(part.text)),
        post.link,
      ).toBe(true)
  })

  it('marks the matching words in a snippet', async () => {
    const [first] = (await search('open-cell foam')).body.posts
    expect(first?.snippet?.some((part) => part.match && /foam/i.test(part.text))).toBe(true)
  })

  it('pages through results without repeats', async () => {
    const first = await search('hot tub', 1)
    expect(first.body.hasMore).toBe(true)
    const second = await search('hot tub', 2)
    const links = [...first.body.posts, ...second.body.posts].map((post) => post.link)
    expect(new Set(links).size).toBe(links.length)
  })

  it('answers a blank term with no posts, and a bad page number with 400', async () => {
    expect(await search('   ')).toEqual({ status: 200, body: { posts: [] } })
    expect((await search('pump', 0)).status).toBe(400)
  })

  it('answers odd input quickly with results or an empty list, never an error', async () => {
    for (const term of [
      '"',
      '"salt',
      'salt AND NOT water',
      '((((',
      ')]}',
      '🛁🔥',
      'x'.repeat(2000),
      'pump '.repeat(400),
      '-',
      '*',
      '\u0000',
    ]) {
      const started = performance.now()
      const { status, body } = await search(term)
      expect(status, term.slice(0, 20)).toBe(200)
      expect(Array.isArray(body.posts)).toBe(true)
      expect(performance.now() - started).toBeLessThan(1000)
    }
  })

  it('never shows drafts, and finds a post within seconds of publishing; unpublishing removes it', async () => {
    const base = articleFields('Zanzibarquux latches', 'A page about the zanzibarquux cover latch.')
    const draft = await payload.create({
      collection: 'posts',
      draft: true,
      data: { ...base, slug: 'zanzibarquux', _status: 'draft' } as never,
    })
    expect((await search('zanzibarquux')).body.posts).toEqual([])

    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } as never })
    await expect.poll(async () => firstLink('zanzibarquux'), { timeout: 5_000, interval: 250 }).toBe('/zanzibarquux')

    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'draft' } as never })
    await expect
      .poll(async () => (await search('zanzibarquux')).body.posts.length, { timeout: 5_000, interval: 250 })
      .toBe(0)
  })

  it('applies saves and deletions made on another server post by post, without rebuilding the index', async () => {
    await search('hot tub')
    const before = siteSearch.searchIndexStats()
    expect(before.fullBuilds).toBe(1)
    const data = {
      kind: 'article',
      slug: 'quolleth-valves',
      title: 'Quolleth valves',
      leader: 'A page about valves.',
      author: 'Test',
      _status: 'published',
    }
    const post = await payload.create({ collection: 'posts', data: data as never })
    await expect.poll(async () => firstLink('quolleth'), withinSeconds).toBe('/quolleth-valves')

    // Straight to the database, as another server writes: no hook tells this server's index.
    await payload.db.updateOne({
      collection: 'posts',
      id: post.id,
      data: { title: 'Brimvexa valves', updatedAt: new Date().toISOString() },
    })
    await expect.poll(async () => firstLink('brimvexa'), withinSeconds).toBe('/quolleth-valves')
    expect(await indexMatches('quolleth')).toBe(0)

    await payload.db.updateOne({
      collection: 'posts',
      id: post.id,
      data: { _status: 'draft', updatedAt: new Date().toISOString() },
    })
    await expect.poll(async () => indexMatches('brimvexa'), withinSeconds).toBe(0)

    const other = await payload.create({
      collection: 'posts',
      data: { ...data, slug: 'vorpelund-valves', title: 'Vorpelund valves' } as never,
    })
    await expect.poll(async () => indexMatches('vorpelund'), withinSeconds).toBe(1)
    await payload.db.deleteOne({ collection: 'posts', where: { id: { equals: other.id } } })
    await expect.poll(async () => indexMatches('vorpelund'), withinSeconds).toBe(0)

    const after = siteSearch.searchIndexStats()
    expect(after.fullBuilds).toBe(before.fullBuilds)
    expect(after.postsUpdated - before.postsUpdated).toBe(5) // publish, edit, unpublish, publish, delete
  })
})
