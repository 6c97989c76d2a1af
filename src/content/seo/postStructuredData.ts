import type { Media, Post } from '@/payload-types'
import { siteUrl } from '@/platform/settings/siteUrl'

import { responsiveImage } from '../media/responsiveImage'
import { pathToHref } from '../paths'
import { pageVideo } from '../video/postVideo'
import { watchUrl } from '../video/videoId'

const absolute = (path: string) => new URL(path, siteUrl()).toString()

const SECTION: Record<Post['kind'], { name: string; path: string } | null> = {
  article: { name: 'Articles', path: '/content/articles' },
  review: { name: 'Reviews', path: '/content/reviews' },
  video: { name: 'Videos', path: '/content/videos' },
  page: null,
}

/** BreadcrumbList: Home › section › page. */
export function breadcrumbData(post: Post) {
  const trail = [
    { name: 'Home', path: '/' },
    SECTION[post.kind],
    { name: post.title, path: pathToHref(post.slug) },
  ].filter((step): step is { name: string; path: string } => step !== null)
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(step.path),
    })),
  }
}

/**
 * Article, Review or VideoObject for the post itself (pages get none; a video page without its video is an Article).
 */
export function postData(post: Post, productName: string) {
  if (post.kind === 'page') return null
  const image = responsiveImage(post.headerImage as Media | null)
  const url = absolute(pathToHref(post.slug))
  const description = post.seo?.description || post.leader
  const author = { '@type': 'Person', name: post.author }
  const publisher = { '@type': 'Organization', name: productName, url: absolute('/') }
  const images = image ? [absolute(image.src)] : undefined
  const video = pageVideo(post)
  if (post.kind === 'video' && video) {
    return {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: post.title,
      description,
      thumbnailUrl: images,
      uploadDate: post.publishedAt,
      ...(video.kind === 'youtube'
        ? { embedUrl: `https://www.youtube-nocookie.com/embed/${video.videoId}`, contentUrl: watchUrl(video.videoId) }
        : { contentUrl: absolute(video.src) }),
      url,
    }
  }
  const article = {
    '@context': 'https://schema.org',
    headline: post.title,
    description,
    image: images,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author,
    publisher,
    mainEntityOfPage: url,
  }
  if (post.kind === 'review') {
    return {
      ...article,
      '@type': 'Review',
      name: post.title,
      itemReviewed: { '@type': 'Thing', name: post.title.replace(/\s+review$/i, '') },
    }
  }
  return { ...article, '@type': 'Article' }
}
