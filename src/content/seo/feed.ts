import { escapeHtml } from '@/mail/templates/escape'
import { siteUrl } from '@/platform/settings/siteUrl'

import { pathToHref } from '../paths'
import { getAllPublished } from '../server/cachedContent'

const FEED_SIZE = 50

/** RSS 2.0 of the newest articles and reviews. */
export async function rssFeed(productName: string): Promise<string> {
  const base = siteUrl()
  const at = (path: string) => escapeHtml(new URL(path, base).toString())
  const posts = (await getAllPublished())
    .filter((post) => post.kind === 'article' || post.kind === 'review')
    .slice(0, FEED_SIZE)
  const items = posts.map(
    (post) => `    <item>
      <title>${escapeHtml(post.title)}</title>
      <link>${at(pathToHref(post.slug))}</link>
      <guid isPermaLink="true">${at(pathToHref(post.slug))}</guid>
      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>
      <category>${post.kind === 'review' ? 'Reviews' : 'Articles'}</category>
      <dc:creator>${escapeHtml(post.author)}</dc:creator>
      <description>${escapeHtml(post.seo?.description || post.leader)}</description>
    </item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeHtml(productName)}: articles and reviews</title>
    <link>${at('/')}</link>
    <atom:link href="${at('/feed.xml')}" rel="self" type="application/rss+xml" />
    <description>Independent hot tub buying advice: how tubs are built and sold, and brand reviews.</description>
    <language>en-us</language>
${items.join('\n')}
  </channel>
</rss>
`
}
