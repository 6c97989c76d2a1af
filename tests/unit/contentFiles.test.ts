import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CONTENT_DIR, readContentFolder } from '@/content/markdown/contentFolder'

/**
 * The content folder as the site's editors would check it: every page complete, long enough,
 * with its own header artwork, and every link pointing at a page that exists.
 */
const { files, problems } = readContentFolder()

const LONG_READS = new Set(['guide', 'in_depth_water_chemistry'])
const minimumWords = (kind: string, pagePath: string) => (LONG_READS.has(pagePath) ? 1500 : kind === 'article' || kind === 'review' ? 600 : 120)

/** Words a reader sees: Markdown link targets, markup and video tags do not count. */
const wordCount = (markdown: string) =>
  markdown
    .replace(/<Video[^>]*\/>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>`|[\]-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length

const SITE_ROUTES = ['', 'content/all', 'content/articles', 'content/reviews', 'content/videos']
const canonical = new Set([...SITE_ROUTES, ...files.map((file) => file.frontMatter.path)])
const aliases = new Set(files.flatMap((file) => file.frontMatter.aliases))

describe('the content folder', () => {
  it('has no file with invalid front matter', () => {
    expect(problems).toEqual([])
    expect(files.length).toBeGreaterThanOrEqual(40)
  })

  it('uses every path once, as a path or an alias', () => {
    const all = files.flatMap((file) => [file.frontMatter.path, ...file.frontMatter.aliases])
    expect(all.filter((each, index) => all.indexOf(each) !== index)).toEqual([])
  })

  it.each(files.map((file) => [file.fileName, file] as const))('%s is long enough', (_name, file) => {
    const { kind, path: pagePath } = file.frontMatter
    expect(wordCount(file.body)).toBeGreaterThanOrEqual(minimumWords(kind, pagePath))
  })

  it.each(files.map((file) => [file.fileName, file] as const))('%s links only to canonical pages that exist', (_name, file) => {
    const links = [...file.body.matchAll(/\]\((\/[^)\s#?]*)/g)].map((match) => match[1]!.replace(/^\/|\/$/g, ''))
    const broken = links.filter((link) => !canonical.has(link) && !link.startsWith('search/'))
    expect(broken, 'links to paths that are not a page (an alias counts as broken: link the canonical path)').toEqual([])
    expect(links.filter((link) => aliases.has(link))).toEqual([])
  })

  it.each(files.map((file) => [file.fileName, file] as const))('%s has its own header artwork with alt text', (_name, file) => {
    const { image, imageAlt } = file.frontMatter
    expect(fs.existsSync(path.join(CONTENT_DIR, 'images', image))).toBe(true)
    expect(imageAlt.length).toBeGreaterThanOrEqual(10)
    expect(files.filter((other) => other.frontMatter.image === image).map((other) => other.fileName)).toEqual([file.fileName])
  })
})
