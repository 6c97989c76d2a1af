import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { articleFields } from '../../support/pages'
import { startTestPayload, testDatabase } from '../../support/payload'
import { answerOf } from '../../support/routes'

type Route = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>

let payload: Payload
let listRoute: Route
let postRoute: Route
let importContent: (payload: Payload, dir?: string) => Promise<string>
let contentFiles: number

beforeAll(async () => {
  payload = await startTestPayload()
  ;({ importContent } = await import('@/content/markdown/importContent'))
  listRoute = (await import('@/app/api/content/posts/route')).GET
  postRoute = (await import('@/app/api/content/post/[...idOrSlug]/route')).GET
  const { readContentFolder } = await import('@/content/markdown/contentFolder')
  contentFiles = readContentFolder().files.length
  await importContent(payload)
}, 300_000)
afterAll(async () => {
  await payload?.destroy()
})

const list = async (query: string) => {
  const response = await listRoute(new Request(`http://localhost/api/content/posts${query}`), {
    params: Promise.resolve({}),
  })
  return answerOf<Record<string, unknown> & { posts: Record<string, unknown>[] }>(response)
}
const one = async (...segments: string[]) => {
  const response = await postRoute(new Request(`http://localhost/api/content/post/${segments.join('/')}`), {
    params: Promise.resolve({ idOrSlug: segments }),
  })
  return answerOf<{ post: Record<string, unknown>; error?: string }>(response)
}

describe(`content import (${testDatabase()})`, () => {
  it('creates a published post for every content file, each with a header image in WebP sizes', async () => {
    expect(contentFiles).toBeGreaterThanOrEqual(40)
    const { docs } = await payload.find({
      collection: 'posts',
      pagination: false,
      depth: 1,
      where: { _status: { equals: 'published' } },
    })
    expect(docs).toHaveLength(contentFiles)
    for (const post of docs) {
      const image = post.headerImage as { alt?: string; sizes?: Record<string, { filename?: string | null }> }
      expect(image.alt, post.slug).toBeTruthy()
      expect(image.sizes?.w480?.filename, post.slug).toMatch(/\.webp$/)
    }
  })

  it('leaves everything unchanged when run again', async () => {
    expect(await importContent(payload)).toBe(`${contentFiles} unchanged`)
  }, 120_000)

  it('gives the water-care articles the calculator as their tool, from their front matter', async () => {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { toolLink: { equals: 'waterCare' } },
      pagination: false,
      depth: 0,
    })
    expect(docs.map((post) => post.slug).sort()).toEqual([
      '5_tips_for_hot_tubs',
      'enzyme_systems',
      'hot_tub_water_chemistry',
      'in_depth_water_chemistry',
      'salt_systems',
    ])
    const guide = await payload.find({ collection: 'posts', where: { slug: { equals: 'guide' } }, depth: 0 })
    expect(guide.docs[0]?.toolLink ?? null).toBeNull()
  })

  it('refuses a path or alias that another post already uses', async () => {
    const base = {
      ...articleFields('Clash', 'A post that tries to take a path already in use.'),
      _status: 'published' as const,
    }
    const problem = (data: Record<string, unknown>) =>
      payload.create({ collection: 'posts', data: { ...base, ...data } as never }).then(
        () => 'created',
        (error: { data?: { errors?: { message: string }[] } }) =>
          error.data?.errors?.map((each) => each.message).join(' '),
      )
    expect(await problem({ slug: 'hot-tub-buyers-guide' })).toMatch(
      /already used by “The Ultimate Hot Tub Buyers Guide”/,
    )
    expect(await problem({ slug: 'clash', aliases: [{ path: 'guide' }] })).toMatch(/already used/)
    expect(await problem({ slug: 'clash', aliases: [{ path: 'old' }, { path: 'old' }] })).toMatch(/listed twice/)
    expect(await problem({ slug: 'api/clash' })).toMatch(/site's own pages/)
    expect((await payload.count({ collection: 'posts', where: { slug: { equals: 'clash' } } })).totalDocs).toBe(0)
  })
})

describe(`staff edits win over the content files (${testDatabase()})`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-content-'))
  const write = (name: string, title: string) =>
    fs.writeFileSync(
      path.join(dir, name),
      `---\npath: fixture-${name.replace('.md', '')}\nkind: article\ntitle: ${title}\nleader: A ` +
        `short fixture page used to test the content import.\nauthor: Test\npublished: ` +
        `2020-01-01\nimage: art.svg\nimageAlt: A plain fixture rectangle\ndescription: A fixture page ` +
        `that exists only in the integration tests of the content import.\n---\nBody of ${title}.\n`,
    )

  it('updates untouched posts from their files, and keeps posts that staff edited', async () => {
    fs.mkdirSync(path.join(dir, 'images'))
    fs.writeFileSync(
      path.join(dir, 'images', 'art.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">' +
        '<rect width="1600" height="900" fill="#0d5960"/></svg>',
    )
    write('one.md', 'First version')
    write('two.md', 'First version')
    expect(await importContent(payload, dir)).toBe('2 created')

    const [edited] = (await payload.find({ collection: 'posts', where: { slug: { equals: 'fixture-one' } } })).docs
    await payload.update({ collection: 'posts', id: edited!.id, data: { title: 'Edited by staff' } })

    write('one.md', 'Second version')
    write('two.md', 'Second version')
    expect(await importContent(payload, dir)).toBe('1 kept staff edits, 1 updated')
    const titles = await payload.find({ collection: 'posts', where: { slug: { like: 'fixture-' } }, sort: 'slug' })
    expect(titles.docs.map((post) => post.title)).toEqual(['Edited by staff', 'Second version'])
  }, 120_000)

  it('keeps a post’s tool when staff rewrite its text, and takes only a tool on the list', async () => {
    fs.writeFileSync(
      path.join(dir, 'tool.md'),
      `---\npath: fixture-tool\nkind: article\ntitle: With a tool\nleader: A short fixture page whose front ` +
        `matter names a tool.\nauthor: Test\npublished: 2020-01-01\nimage: art.svg\nimageAlt: A plain fixture ` +
        `rectangle\ntool: careLog\ndescription: A fixture page that exists only in the integration tests of the ` +
        `content import.\n---\nBody with [a link](/water-care/log) staff will remove.\n`,
    )
    expect(await importContent(payload, dir)).toBe('1 kept staff edits, 1 created, 1 unchanged')
    const [post] = (await payload.find({ collection: 'posts', where: { slug: { equals: 'fixture-tool' } } })).docs
    expect(post?.toolLink).toBe('careLog')

    const rewritten = await payload.update({
      collection: 'posts',
      id: post!.id,
      data: { body: { root: { ...post!.body!.root, children: [] } } },
    })
    expect(rewritten.toolLink).toBe('careLog')
    expect((await payload.update({ collection: 'posts', id: post!.id, data: { toolLink: 'compare' } })).toolLink).toBe(
      'compare',
    )
    await expect(
      payload.update({ collection: 'posts', id: post!.id, data: { toolLink: 'nonsense' } as never }),
    ).rejects.toThrow(/Tool for this article/)
  }, 120_000)
})

describe(`GET /api/content/posts (${testDatabase()})`, () => {
  it('answers pages of published posts, newest first, with the contract fields', async () => {
    const first = await list('?pageNum=1&postType=all')
    expect(first.status).toBe(200)
    expect(first.body.pageNum).toBe(1)
    expect(first.body.hasMore).toBe(true)
    expect(first.body.posts).toHaveLength(8)
    const item = first.body.posts[0]!
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining(['id', 'link', 'imageLink', 'type', 'title', 'leader', 'author']),
    )
    expect(item.link).toMatch(/^\/[^/]/)
    expect(item.imageLink).toMatch(/^\/media\/.+\.webp$/)
    const dates = first.body.posts.map((post) => String(post.publishedAt))
    expect([...dates].sort().reverse()).toEqual(dates)

    const seen = new Set<unknown>()
    for (let pageNum = 1; ; pageNum++) {
      const page = await list(`?pageNum=${pageNum}`)
      page.body.posts.forEach((post) => seen.add(post.id))
      if (!page.body.hasMore) break
    }
    const listed = await payload.count({ collection: 'posts', where: { kind: { in: ['article', 'review', 'video'] } } })
    expect(seen.size).toBe(listed.totalDocs)
  })

  it('filters by type and never lists pages such as About Us', async () => {
    const videos = await list('?postType=videos')
    expect(videos.body.posts.length).toBeGreaterThan(0)
    expect(new Set(videos.body.posts.map((post) => post.type))).toEqual(new Set(['Video']))
    const reviews = await list('?postType=reviews')
    expect(new Set(reviews.body.posts.map((post) => post.type))).toEqual(new Set(['Review']))
    const all = await list('?postType=all&pageNum=1')
    expect(all.body.posts.map((post) => post.link)).not.toContain('/aboutus')
  })

  it('answers 400 with field errors for a bad page number or type', async () => {
    expect(await list('?pageNum=0')).toEqual({ status: 400, body: { errors: { pageNum: expect.any(String) } } })
    expect(await list('?postType=podcasts')).toEqual({
      status: 400,
      body: { errors: { postType: expect.any(String) } },
    })
    expect((await list('?pageNum=abc')).status).toBe(400)
  })

  it('answers an empty page past the end', async () => {
    expect((await list('?pageNum=999')).body).toMatchObject({ posts: [], pageNum: 999, hasMore: false })
  })
})

describe(`GET /api/content/post/{idOrSlug} (${testDatabase()})`, () => {
  it('finds a post by its path, with the body as HTML', async () => {
    const { status, body } = await one('guide')
    expect(status).toBe(200)
    expect(body.post).toMatchObject({
      link: '/guide',
      type: 'Article',
      tag: 'Articles',
      sidebarItems: 3,
      title: 'The Ultimate Hot Tub Buyers Guide',
    })
    expect(body.post.body).toMatch(/<h2[\s>]/)
    expect(body.post.body).not.toMatch(/<script/i)
  })

  it('finds a post by id, and by a path with a slash', async () => {
    const byPath = await one('complete', 'pbs')
    expect(byPath.status).toBe(200)
    const byId = await one(String(byPath.body.post.id))
    expect(byId.body.post.link).toBe('/complete/pbs')
  })

  it('answers 404 for unknown posts, aliases and drafts', async () => {
    expect((await one('no-such-post')).status).toBe(404)
    expect((await one('hot-tub-buyers-guide')).status).toBe(404)
    await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        slug: 'secret-draft',
        kind: 'article',
        title: 'Unpublished',
        leader: 'A draft nobody outside the staff may see yet.',
        author: 'Test',
        _status: 'draft',
      },
    })
    expect((await one('secret-draft')).status).toBe(404)
    const everything = await list('?postType=articles&pageNum=1')
    expect(everything.body.posts.map((post) => post.link)).not.toContain('/secret-draft')
  })
})
