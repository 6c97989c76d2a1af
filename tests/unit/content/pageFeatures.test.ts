import fs from 'node:fs'
import path from 'node:path'

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Posts } from '@/content/collections/Posts'
import { ArticleTemplate } from '@/content/components/ArticleTemplate'
import type { PageFeatureView } from '@/content/pageFeature'
import type { Post } from '@/payload-types'
import { ARTICLE_TOOLS } from '@/site/articleTools'
import { BUYER_TOOLS } from '@/site/buyerTools'
import { OWNER_TOOLS } from '@/site/ownersCorner'

const post = {
  id: 1,
  kind: 'page',
  slug: 'buyers-service',
  title: 'Private Buyers Service',
  leader: 'Buy with an advocate beside you.',
  author: 'TubWise',
  publishedAt: '2026-01-01T00:00:00.000Z',
  feature: 'buyersService',
  headerImage: null,
  sidebarItems: 0,
  body: {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          children: [
            { type: 'text', version: 1, text: 'The intro text.', detail: 0, format: 0, mode: 'normal', style: '' },
          ],
        },
      ],
    },
  },
} as unknown as Post

const slot = (name: string) =>
  function Slot({ post: shown }: { post: Post }) {
    return createElement('p', { className: `slot-${name}` }, `${name} of ${shown.title}`)
  }

describe('the article template renders a page feature through its registered view', () => {
  it('puts each slot in its place, given the post', () => {
    const around: PageFeatureView['aroundBody'] = ({ children }) =>
      createElement('div', { className: 'slot-around' }, children)
    const feature: PageFeatureView = {
      header: slot('header'),
      beforeBody: slot('before'),
      aroundBody: around,
      afterBody: slot('after'),
    }
    const html = renderToStaticMarkup(
      createElement(ArticleTemplate, { post, feature, questions: createElement('section', { id: 'questions' }) }),
    )
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
    expect(header).toContain('<p class="slot-header">header of Private Buyers Service</p>')
    const order = ['</header>', 'slot-before', 'slot-around', 'The intro text.', 'slot-after', 'id="questions"'].map(
      (marker) => html.indexOf(marker),
    )
    expect(order.every((at) => at >= 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    // The body sits inside the wrapper the feature put around it.
    expect(html).toMatch(/<div class="slot-around"><div class="prose[^"]*"><p>The intro text.<\/p><\/div><\/div>/)
  })

  it('renders a page whose feature has no view (not built yet) as its text alone', () => {
    const html = renderToStaticMarkup(createElement(ArticleTemplate, { post }))
    expect(html).toContain('<h1 class="article__title">Private Buyers Service</h1>')
    expect(html).toContain('The intro text.')
    expect(html).not.toContain('slot-')
  })
})

describe('the article template shows the post’s tool as a card', () => {
  it('puts a labelled card linking the tool after the text, before the feature’s last slot', () => {
    const withTool = { ...post, toolLink: 'waterCare' } as Post
    const html = renderToStaticMarkup(
      createElement(ArticleTemplate, { post: withTool, feature: { afterBody: slot('after') } }),
    )
    expect(html).toContain(
      '<aside class="tool-card" aria-labelledby="tool-card-waterCare"><p class="tool-card__label" ' +
        'id="tool-card-waterCare">Tool for this article</p><p class="tool-card__title">' +
        '<a href="/water-care">What do I add, and how much?</a></p>',
    )
    const order = ['The intro text.', 'class="tool-card"', 'slot-after'].map((marker) => html.indexOf(marker))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('shows no card for no tool, or for one no longer on the list', () => {
    for (const toolLink of [null, undefined, 'retiredTool']) {
      const html = renderToStaticMarkup(createElement(ArticleTemplate, { post: { ...post, toolLink } as Post }))
      expect(html, String(toolLink)).not.toContain('tool-card')
    }
  })

  it('offers staff the owner’s tools and the buyer tools, each once, from the one list', () => {
    const field = Posts.fields.find((each) => 'name' in each && each.name === 'toolLink')
    const values = field && 'options' in field ? field.options.map((option) => (option as { value: string }).value) : []
    expect(values).toEqual(ARTICLE_TOOLS.map((tool) => tool.id))
    expect(new Set(values).size).toBe(values.length)
    expect(ARTICLE_TOOLS.map((tool) => tool.href)).toEqual([
      ...OWNER_TOOLS.map((tool) => tool.href),
      ...BUYER_TOOLS.map((tool) => tool.href),
    ])
    expect(OWNER_TOOLS.map((tool) => tool.href)).toEqual(['/water-care', '/water-care/log', '/water-care/reminders'])
  })
})

describe('content renders features without importing the capabilities that own them', () => {
  const contentDir = path.resolve(import.meta.dirname, '../../../src/content')
  const files = fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
  const OWNERS_OF_FEATURES = /from '@\/(pricecheck|commerce|leads|questions|app)\b/

  it('no file in src/content imports the price checker, commerce, leads, questions or the page composition', () => {
    expect(files.length).toBeGreaterThan(20)
    const offenders = files.filter((file) =>
      OWNERS_OF_FEATURES.test(fs.readFileSync(path.join(contentDir, file), 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
