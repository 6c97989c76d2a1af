import type { Media, Post } from '@/payload-types'

import { responsiveImage } from '../media/responsiveImage'
import { pathToHref } from '../paths'
import { pageVideo } from '../video/postVideo'
import { VideoEmbed } from '../video/VideoEmbed'
import { PostBody } from './PostBody'
import { Sidebar } from './Sidebar'

/** The generic video page: title, leader, the video when staff have given one, the article, sidebar. */
export function VideoTemplate({ post }: { post: Post }) {
  const poster = responsiveImage(post.headerImage as Media | null)
  return (
    <div className="container article-layout">
      <article className="article article--video">
        <header className="article__header">
          <span className="tag-badge tag-badge--videos">Video</span>
          <h1 className="article__title">{post.title}</h1>
          <p className="article__leader">{post.leader}</p>
        </header>
        <VideoEmbed video={pageVideo(post)} title={post.title} poster={poster} />
        <PostBody body={post.body} />
      </article>
      <Sidebar items={post.sidebarItems} currentHref={pathToHref(post.slug)} />
    </div>
  )
}
