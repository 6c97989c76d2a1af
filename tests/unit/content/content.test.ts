import { describe, expect, it } from 'vitest'

import { parseContentFile } from '@/content/markdown/frontMatter'
import { isReservedPath, isValidPath, normalizePath } from '@/content/paths'
import { postTitle } from '@/content/seo/postMetadata'
import { isVideoId, playerUrl } from '@/content/video/videoId'
import type { Post } from '@/payload-types'

describe('content paths', () => {
  it('normalises slashes, queries and fragments away', () => {
    expect(normalizePath('/guide/')).toBe('guide')
    expect(normalizePath('//complete//pbs?x=1#top')).toBe('complete/pbs')
    expect(normalizePath('  /articles/16 ')).toBe('articles/16')
    expect(normalizePath('/')).toBe('')
  })

  it('accepts the spec’s path shapes and refuses others', () => {
    for (const path of ['guide', '5_things_2024', 'articles/16', '24-hr-circulation-pumps', 'complete/pbs'])
      expect(isValidPath(path), path).toBe(true)
    for (const path of ['', 'has space', '../etc', 'a//b', '-lead', 'quote"s'])
      expect(isValidPath(path), path).toBe(false)
  })

  it('keeps the site’s own routes out of posts', () => {
    expect(isReservedPath('admin')).toBe(true)
    expect(isReservedPath('api/content/posts')).toBe(true)
    expect(isReservedPath('content/articles')).toBe(true)
    expect(isReservedPath('sitemap.xml')).toBe(true)
    expect(isReservedPath('contents')).toBe(false)
    // The price checker is a post; the reports below it are the site's own route.
    expect(isReservedPath('price-check')).toBe(false)
    expect(isReservedPath('price-check/report')).toBe(true)
    expect(isReservedPath('price-check/report/abc')).toBe(true)
    expect(isReservedPath('price-check/reports')).toBe(false)
    // The paid services' own routes: evaluations and the lead form.
    expect(isReservedPath('eval')).toBe(true)
    expect(isReservedPath('eval/abc')).toBe(true)
    expect(isReservedPath('infoRequest/abc')).toBe(true)
    expect(isReservedPath('evaluation')).toBe(false)
  })
})

describe('content file front matter', () => {
  const file = (front: string) => `---\n${front}\n---\nBody text.\n`
  const valid = [
    'path: /guide/',
    'kind: article',
    'title: The Guide',
    'leader: A leader long enough to pass the check.',
    'author: Dan',
    'published: 2024-01-02',
    'image: guide.svg',
    'imageAlt: A checklist beside a tub',
    'description: A description that is long enough for search engines to show it in full.',
  ].join('\n')

  it('parses valid front matter, normalising paths and filling defaults', () => {
    const { frontMatter, body } = parseContentFile(file(`${valid}\naliases: [/old-guide, articles/1]`), 'guide.md')
    expect(frontMatter).toMatchObject({
      path: 'guide',
      aliases: ['old-guide', 'articles/1'],
      sidebarItems: 3,
      feature: 'none',
      questions: true,
    })
    expect(frontMatter.tool).toBeUndefined()
    expect(parseContentFile(file(`${valid}\ntool: careReminders`), 'g.md').frontMatter.tool).toBe('careReminders')
    expect(body).toBe('Body text.')
  })

  it('names the file and the field when something is wrong', () => {
    expect(() => parseContentFile('no front matter', 'a.md')).toThrow(/a\.md: no front matter/)
    expect(() => parseContentFile(file(valid.replace('kind: article', 'kind: podcast')), 'b.md')).toThrow(/b\.md: kind/)
    expect(() => parseContentFile(file(`${valid}\nvideo: not-an-id`), 'c.md')).toThrow(/c\.md: video/)
    expect(() => parseContentFile(file(`${valid}\ntool: hotTubRater`), 'f.md')).toThrow(/f\.md: tool/)
    expect(() => parseContentFile(file(`${valid}\naliases: [api/x]`), 'd.md')).toThrow(/d\.md: aliases\.0/)
    expect(() => parseContentFile(file('title: [unclosed'), 'e.md')).toThrow(
      /e\.md: the front matter is not valid YAML/,
    )
  })
})

describe('browser titles', () => {
  const post = (seoTitle: string | null) => ({ title: 'Topic', seo: { title: seoTitle } }) as Post
  it('adds the product name through the template, or places it where {site} says', () => {
    expect(postTitle(post(null), 'TubWise')).toBe('Topic')
    expect(postTitle(post('The Best Value in Hot Tubs| {site}'), 'TubWise')).toEqual({
      absolute: 'The Best Value in Hot Tubs| TubWise',
    })
  })
})

describe('video ids', () => {
  it('accepts 11-character ids and builds the privacy-enhanced player address', () => {
    expect(isVideoId('abcDEF12345')).toBe(true)
    expect(isVideoId('abc')).toBe(false)
    expect(isVideoId('abcDEF1234"')).toBe(false)
    expect(playerUrl('abcDEF12345')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abcDEF12345\?rel=0&controls=0/,
    )
  })
})
