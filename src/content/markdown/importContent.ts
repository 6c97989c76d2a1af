import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { recordSeeded, seededItems } from '@/platform/db/statements/seedRecord'
import type { Media, Post } from '@/payload-types'

import { CONTENT_DIR, type LoadedContentFile, readContentFolder } from './contentFolder'
import { type PostEditorConfig, postBodyFromMarkdown, postEditorConfig } from './postBodyFromMarkdown'

/** Header artwork is drawn as SVG in the repo and rendered once to a large PNG; uploads make the WebP sizes. */
const ARTWORK_WIDTH = 1600
const ARTWORK_HEIGHT = 900

/**
 * Part of every post's change stamp. Raise it when the import turns the same file into a different
 * post (2: GitHub-flavoured tables), so a site seeded by an older import refreshes its posts on the
 * next start; posts staff have edited are still left alone. (The body itself cannot be the stamp:
 * Lexical gives links fresh ids on every conversion.)
 */
const IMPORT_VERSION = 2

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
}

async function artworkMediaId(payload: Payload, svg: Buffer, imageName: string, alt: string): Promise<Media['id']> {
  const filename = `${path.basename(imageName, '.svg')}-${sha(svg, alt).slice(0, 10)}.png`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const png = await sharp(svg, { density: 144 })
    .resize(ARTWORK_WIDTH, ARTWORK_HEIGHT, { fit: 'cover' })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data: png, mimetype: 'image/png', name: filename, size: png.length },
  })
  return media.id
}

type Outcome = 'created' | 'updated' | 'unchanged' | 'kept staff edits' | 'deleted by staff' | 'failed'

/** The seed's record of a content file whose post was imported (src/platform/db/statements/seedRecord.ts). */
const seededFile = (fileName: string) => `content:${fileName}`

type ImportContext = { dir: string; editorConfig: PostEditorConfig; seeded: Set<string> }

async function importFile(
  payload: Payload,
  file: LoadedContentFile,
  { dir, editorConfig, seeded }: ImportContext,
): Promise<Outcome> {
  const { frontMatter: meta } = file
  const artwork = fs.readFileSync(path.join(dir, 'images', meta.image))
  const hash = sha(`import ${IMPORT_VERSION}\n`, file.text, artwork)
  const { docs } = await payload.find({
    collection: 'posts',
    where: { or: [{ 'source.file': { equals: file.fileName } }, { slug: { equals: meta.path } }] },
    limit: 1,
    depth: 0,
    draft: true,
  })
  const existing = docs[0] as Post | undefined
  // Imported once and gone since: staff deleted the page, and a start never brings it back.
  if (!existing && seeded.has(seededFile(file.fileName))) return 'deleted by staff'
  if (existing?.source?.editedByStaff) return 'kept staff edits'
  if (existing?.source?.hash === hash) return 'unchanged'

  const data = {
    title: meta.title,
    slug: meta.path,
    kind: meta.kind,
    tag: meta.tag ?? null,
    leader: meta.leader,
    author: meta.author,
    publishedAt: meta.published.toISOString(),
    headerImage: await artworkMediaId(payload, artwork, meta.image, meta.imageAlt),
    body: postBodyFromMarkdown(file.body, editorConfig),
    videoSource: meta.video ? ('youtube' as const) : ('none' as const),
    videoId: meta.video ?? null,
    sidebarItems: meta.sidebarItems,
    feature: meta.feature,
    toolLink: meta.tool ?? null,
    questions: meta.questions,
    aliases: meta.aliases.map((alias) => ({ path: alias })),
    seo: { title: meta.seoTitle ?? null, description: meta.description },
    source: { file: file.fileName, hash, editedByStaff: false },
    _status: 'published' as const,
  }
  const context = { contentImport: true }
  if (existing) {
    await payload.update({ collection: 'posts', id: existing.id, data, context })
    return 'updated'
  }
  await payload.create({ collection: 'posts', data, context })
  return 'created'
}

/**
 * Imports the content folder: creates the post of a file never imported before and refreshes ones
 * whose file changed, but never touches a post that staff have edited in the admin since, nor
 * recreates one they deleted.
 */
export async function importContent(payload: Payload, dir = CONTENT_DIR): Promise<string> {
  const { files, problems } = readContentFolder(dir)
  for (const problem of problems) payload.logger.error(`[content] not imported: ${problem}`)
  const editorConfig = await postEditorConfig(payload.config)
  const seeded = await seededItems(payload, seededFile(''))
  const counts = new Map<Outcome, number>()
  for (const file of files) {
    // One bad file (say, an alias a staff member has since given another page) must not stop the rest.
    const outcome = await importFile(payload, file, { dir, editorConfig, seeded }).catch((error: unknown): Outcome => {
      payload.logger.error(
        `[content] ${file.fileName} was not imported: ${error instanceof Error ? error.message : String(error)}`,
      )
      return 'failed'
    })
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1)
    // Recorded as it has a post (a database seeded before the record existed gets its record here).
    if (outcome !== 'failed' && outcome !== 'deleted by staff') await recordSeeded(payload, [seededFile(file.fileName)])
  }
  if (problems.length) counts.set('failed', (counts.get('failed') ?? 0) + problems.length)
  return [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', ') || 'no content files'
}
