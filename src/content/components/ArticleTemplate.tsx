import type { ReactNode } from 'react'

import type { Media, Post } from '@/payload-types'
import { formatLongDate } from '@/site/dates'

import { responsiveImage } from '../media/responsiveImage'
import type { PageFeatureView } from '../pageFeature'
import { pathToHref } from '../paths'
import { PostBody } from './PostBody'
import { ResponsiveImg } from './ResponsiveImg'
import { Sidebar } from './Sidebar'
import { TagBadge } from './TagBadge'
import { ToolCard } from './ToolCard'

type Props = { post: Post; feature?: PageFeatureView; questions?: ReactNode }

/**
 * Articles, reviews and pages: header image, tag badge, title, body (with its videos), the card of
 * the post's tool, the page's feature in its slots, the sidebar, and the `questions` slot for Questions and Answers.
 */
export function ArticleTemplate({ post, feature = {}, questions }: Props) {
  const { header: FeatureHeader, beforeBody: BeforeBody, aroundBody: AroundBody, afterBody: AfterBody } = feature
  const body = <PostBody body={post.body} />
  const image = responsiveImage(post.headerImage as Media | null)
  const showByline = post.kind !== 'page'
  return (
    <div className="container article-layout">
      <article className="article">
        {image ? (
          <ResponsiveImg
            className="article__image"
            image={image}
            sizes="(min-width: 72rem) 46rem, (min-width: 64rem) 62vw, 100vw"
            priority
          />
        ) : null}
        <header className="article__header">
          {post.tag ? <TagBadge tag={post.tag} /> : null}
          <h1 className="article__title">{post.title}</h1>
          <p className="article__leader">{post.leader}</p>
          {showByline ? (
            <p className="article__byline">
              By {post.author} · <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
            </p>
          ) : null}
          {FeatureHeader ? <FeatureHeader post={post} /> : null}
        </header>
        {BeforeBody ? <BeforeBody post={post} /> : null}
        {AroundBody ? <AroundBody post={post}>{body}</AroundBody> : body}
        <ToolCard toolId={post.toolLink} />
        {AfterBody ? <AfterBody post={post} /> : null}
        {questions}
      </article>
      <Sidebar items={post.sidebarItems} currentHref={pathToHref(post.slug)} kind={post.kind} />
    </div>
  )
}
