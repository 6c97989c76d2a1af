import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CONTENT_DIR, readContentFolder } from '@/content/markdown/contentFolder'

/**
 * The content folder as the site's editors would check it: every page complete, long enough,
 * with its own header artwork, and every link pointing at a page that exists.
 */
const { files, problems } = readContentFolder()

/**
 * Words each page needs: the long reads 1500, articles and reviews 600, and the About Us page 600 too
 * (a page by kind, which alone would let it pass with 120: the founder's story is not a service page).
 */
const MINIMUM_BY_PATH: Record<string, number> = { guide: 1500, in_depth_water_chemistry: 1500, aboutus: 600 }
const minimumWords = (kind: string, pagePath: string) =>
  MINIMUM_BY_PATH[pagePath] ?? (kind === 'article' || kind === 'review' ? 600 : 120)

/** Words a reader sees: Markdown link targets, markup and video tags do not count. */
const wordCount = (markdown: string) =>
  markdown
    .replace(/<Video[^>]*\/>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>`|[\]-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length

const SITE_ROUTES = ['', 'content/all', 'content/articles', 'content/reviews', 'content/videos', 'water-care']
const canonical = new Set([...SITE_ROUTES, ...files.map((file) => file.frontMatter.path)])
const aliases = new Set(files.flatMap((file) => file.frontMatter.aliases))

describe('the content folder', () => {
  it('has no file with invalid front matter', () => {
    expect(problems).toEqual([])
    expect(files.length).toBeGreaterThanOrEqual(40)
  })

  it('points the water-care articles to the calculator by their tool card, not a sentence staff may edit away', () => {
    const waterCare = files.filter((file) => file.frontMatter.tool === 'waterCare')
    expect(waterCare.map((file) => file.frontMatter.path).sort()).toEqual([
      '5_tips_for_hot_tubs',
      'enzyme_systems',
      'hot_tub_water_chemistry',
      'in_depth_water_chemistry',
      'salt_systems',
    ])
    for (const file of waterCare) expect(file.body, file.fileName).not.toContain('](/water-care)')
  })

  it('uses every path once, as a path or an alias', () => {
    const all = files.flatMap((file) => [file.frontMatter.path, ...file.frontMatter.aliases])
    expect(all.filter((each, index) => all.indexOf(each) !== index)).toEqual([])
  })

  it.each(files.map((file) => [file.fileName, file] as const))('%s is long enough', (_name, file) => {
    const { kind, path: pagePath } = file.frontMatter
    expect(wordCount(file.body)).toBeGreaterThanOrEqual(minimumWords(kind, pagePath))
  })

  it('gives every page with its own minimum a file, so no minimum checks nothing', () => {
    for (const pagePath of Object.keys(MINIMUM_BY_PATH))
      expect(files.map((file) => file.frontMatter.path)).toContain(pagePath)
  })

  it.each(files.map((file) => [file.fileName, file] as const))('%s never links to itself', (_name, file) => {
    const own = file.frontMatter.path
    const links = [...file.body.matchAll(/\]\((\/[^)\s#?]*)/g)].map((match) => match[1]!.replace(/^\/|\/$/g, ''))
    expect(links.filter((link) => link === own)).toEqual([])
  })

  it.each(files.map((file) => [file.fileName, file] as const))(
    '%s links only to canonical pages that exist',
    (_name, file) => {
      const links = [...file.body.matchAll(/\]\((\/[^)\s#?]*)/g)].map((match) => match[1]!.replace(/^\/|\/$/g, ''))
      const broken = links.filter((link) => !canonical.has(link) && !link.startsWith('search/'))
      expect(broken, 'links to paths that are not a page (an alias counts as broken: link the canonical path)').toEqual(
        [],
      )
      expect(links.filter((link) => aliases.has(link))).toEqual([])
    },
  )

  it.each(files.map((file) => [file.fileName, file] as const))(
    '%s has its own header artwork with alt text',
    (_name, file) => {
      const { image, imageAlt } = file.frontMatter
      expect(fs.existsSync(path.join(CONTENT_DIR, 'images', image))).toBe(true)
      expect(imageAlt.length).toBeGreaterThanOrEqual(10)
      expect(files.filter((other) => other.frontMatter.image === image).map((other) => other.fileName)).toEqual([
        file.fileName,
      ])
    },
  )

  it('asktheexperts.md tells visitors what moderation really does', () => {
    const page = files.find((file) => file.frontMatter.path === 'asktheexperts')!
    // A moderator may approve a question before anyone answers it (src/questions): the page may not promise otherwise.
    expect(page.body).not.toMatch(/(do not|never|don't) publish questions without (an )?answers?/i)
    expect(page.body).toMatch(/publish a question before we answer it/)
    expect(page.body).toMatch(/Nothing you send appears on this page before someone has read it/)
  })

  it('newline.md promises no manufacturer button: the page hides it until staff set the address', () => {
    const page = files.find((file) => file.frontMatter.path === 'newline')!
    expect(page.frontMatter.feature).toBe('valuePromotion')
    expect(page.body).not.toMatch(/\bbutton\b/i)
  })

  it('price-check.md has the form feature its text points to', () => {
    const page = files.find((file) => file.frontMatter.path === 'price-check')!
    expect(page.frontMatter.feature).toBe('priceChecker')
    expect(page.body).toMatch(/the form below/)
  })
})
