import { PlayIcon } from '@/site/shell/icons'
import { SiteLink } from '@/site/shell/SiteLink'

import { ResponsiveImg } from './ResponsiveImg'
import type { ContentItem } from '../server/posts'

type Props = {
  post: ContentItem
  headingLevel?: 2 | 3
  /** The card's image is the first screen's main image: it loads at once, not when near the viewport. */
  priority?: boolean
}

/** One item of a content list: image, type label (a play icon for videos), title, leader, author. */
export function ContentCard({ post, headingLevel = 2, priority = false }: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="content-card">
      {post.image ? (
        <ResponsiveImg
          className="content-card__image"
          image={post.image}
          sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
          priority={priority}
          decorative
        />
      ) : (
        <div className="content-card__image content-card__image--empty" aria-hidden />
      )}
      <div className="content-card__body">
        <span className={`content-card__type content-card__type--${post.type.toLowerCase()}`}>
          {post.type === 'Video' ? <PlayIcon /> : null}
          {post.type}
        </span>
        <Heading className="content-card__title">
          <SiteLink href={post.link} className="content-card__link">
            {post.title}
          </SiteLink>
        </Heading>
        {post.snippet?.length ? (
          <p className="content-card__snippet">
            {post.snippet.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
          </p>
        ) : (
          <p className="content-card__leader">{post.leader}</p>
        )}
        <p className="content-card__author">By {post.author}</p>
      </div>
    </article>
  )
}
