import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, testDatabase } from '../../support/payload'

/**
 * A site seeded before the import understood tables stored them as one paragraph of pipe text.
 * Its next start must bring the tables in, except on pages staff have edited since.
 */
let payload: Payload
let importContent: (payload: Payload, dir?: string) => Promise<string>
let postRoute: (request: Request, context: { params: Promise<Record<string, string[]>> }) => Promise<Response>

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-tables-'))
const ART =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">' +
  '<rect width="1600" height="900" fill="#0d5960"/></svg>'
const page = (name: string) =>
  `---\npath: tables-${name}\nkind: article\ntitle: Table page ${name}\nleader: A fixture ` +
  `page with a table, for the content import tests.\nauthor: Test\npublished: ` +
  `2020-01-01\nimage: art.svg\nimageAlt: A plain fixture rectangle\ndescription: A fixture ` +
  `page that exists only in the integration tests of the table import.\n---\nBefore the ` +
  `table.\n\n| Criterion | Result |\n|---|---|\n| Shell | Strong |\n| Foam | Full |\n`

beforeAll(async () => {
  payload = await startTestPayload()
  ;({ importContent } = await import('@/content/markdown/importContent'))
  postRoute = (await import('@/app/api/content/post/[...idOrSlug]/route')).GET
  fs.mkdirSync(path.join(dir, 'images'))
  fs.writeFileSync(path.join(dir, 'images', 'art.svg'), ART)
  for (const name of ['kept', 'refreshed']) fs.writeFileSync(path.join(dir, `${name}.md`), page(name))
}, 300_000)
afterAll(async () => {
  await payload?.destroy()
})

/** What the import before tables stored: its body (no table feature) and its stamp (file and artwork only). */
async function seedAsTheOldImportDid(name: string) {
  const { convertMarkdownToLexical, editorConfigFactory } = await import('@payloadcms/richtext-lexical')
  const { VideoBlock } = await import('@/content/video/VideoBlock')
  const { BlocksFeature } = await import('@payloadcms/richtext-lexical')
  const oldEditor = await editorConfigFactory.fromFeatures({
    config: payload.config,
    features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ blocks: [VideoBlock] })],
  })
  const text = fs.readFileSync(path.join(dir, `${name}.md`), 'utf8')
  const hash = createHash('sha256').update(text).update(Buffer.from(ART)).digest('hex')
  const body = convertMarkdownToLexical({
    editorConfig: oldEditor,
    markdown: text.split('---\n').slice(2).join('---\n').trim(),
  })
  const [post] = (await payload.find({ collection: 'posts', where: { slug: { equals: `tables-${name}` } } })).docs
  await payload.update({
    collection: 'posts',
    id: post!.id,
    data: { body: body as never, source: { file: `${name}.md`, hash, editedByStaff: false } },
    context: { contentImport: true },
  })
  return post!.id
}

const bodyTypes = async (slug: string) => {
  const [post] = (await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, depth: 0 })).docs
  return (post!.body as { root: { children: { type: string }[] } }).root.children.map((node) => node.type)
}

describe(`tables on a site seeded by the older import (${testDatabase()})`, () => {
  it('arrive on the next start, except on pages staff have edited since', async () => {
    expect(await importContent(payload, dir)).toBe('2 created')
    await seedAsTheOldImportDid('refreshed')
    const keptId = await seedAsTheOldImportDid('kept')
    expect(await bodyTypes('tables-refreshed')).toEqual(['paragraph', 'paragraph'])
    await payload.update({ collection: 'posts', id: keptId, data: { title: 'Edited by staff' } })

    expect(await importContent(payload, dir)).toBe('1 kept staff edits, 1 updated')
    expect(await bodyTypes('tables-refreshed')).toEqual(['paragraph', 'table'])
    expect(await bodyTypes('tables-kept')).not.toContain('table')

    const response = await postRoute(new Request('http://localhost/api/content/post/tables-refreshed'), {
      params: Promise.resolve({ idOrSlug: ['tables-refreshed'] }),
    })
    const { post } = (await response.json()) as { post: { body: string } }
    expect(post.body).toContain('<th scope="col">Criterion</th>')
    expect(post.body).toContain('<th scope="row">Shell</th><td>Strong</td>')
    expect(post.body).not.toContain('|')

    expect(await importContent(payload, dir)).toBe('1 kept staff edits, 1 unchanged')
  }, 120_000)
})
