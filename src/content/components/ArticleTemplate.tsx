import type { ReactNode } from 'react'

import type { Media, Post } from '@/payload-types'
import { PriceCheckJumpLink } from '@/pricecheck/components/PriceCheckJumpLink'
import { PriceCheckSection } from '@/pricecheck/components/PriceCheckSection'

import { responsiveImage } from '../media/responsiveImage'
import { pathToHref } from '../paths'
import { PostBody } from './PostBody'
import { ResponsiveImg } from './ResponsiveImg'
import { Sidebar } from './Sidebar'
import { TagBadge } from './TagBadge'
import { ValuePromotion } from './ValuePromotion'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/**
 * Articles, reviews and pages: header image, tag badge, title, body (with its videos), the
 * page's feature, the sidebar, and the `questions` slot for the Questions and Answers area.
 */
export function ArticleTemplate({ post, questions }: { post: Post; questions?: ReactNode }) {
  const image = responsiveImage(post.headerImage as Media | null)
  const showByline = post.kind !== 'page'
  return (
    <div className="container article-layout">
      <article className="article">
        {image ? (
          <ResponsiveImg className="article__image" image={image} sizes="(min-width: 72rem) 46rem, (min-width: 64rem) 62vw, 100vw" priority />
        ) : null}
        <header className="article__header">
          {post.tag ? <TagBadge tag={post.tag} /> : null}
          <h1 className="article__title">{post.title}</h1>
          <p className="article__leader">{post.leader}</p>
          {showByline ? (
            <p className="article__byline">
              By {post.author} · <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
            </p>
          ) : null}
          {post.feature === 'priceChecker' ? <PriceCheckJumpLink /> : null}
        </header>
        {post.feature === 'valuePromotion' ? <ValuePromotion title={post.title} videoId={post.videoId} poster={image} /> : null}
        <PostBody body={post.body} />
        {post.feature === 'priceChecker' ? <PriceCheckSection /> : null}
        {questions}
      </article>
      <Sidebar items={post.sidebarItems} currentHref={pathToHref(post.slug)} />
    </div>
  )
}
