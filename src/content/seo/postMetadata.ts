import type { Metadata } from 'next'

import type { Media, Post } from '@/payload-types'
import { pageAlternates } from '@/site/metadata'

import { responsiveImage } from '../media/responsiveImage'
import { pathToHref } from '../paths'
import { isUnlistedPath } from './unlistedPages'

/** Where a title says `{site}`, the product name goes there and no “| name” is added. */
const SITE_PLACEHOLDER = '{site}'

export function postTitle(post: Post, productName: string): Metadata['title'] {
  const topic = post.seo?.title || post.title
  return topic.includes(SITE_PLACEHOLDER) ? { absolute: topic.replaceAll(SITE_PLACEHOLDER, productName) } : topic
}

/** Title, description, canonical link, Open Graph and Twitter tags for a post's page. */
export function postMetadata(post: Post, productName: string): Metadata {
  const description = post.seo?.description || post.leader
  const image = responsiveImage(post.headerImage as Media | null)
  const url = pathToHref(post.slug)
  const ogTitle = (post.seo?.title || post.title)
    .replaceAll(SITE_PLACEHOLDER, productName)
    .replace(/\|\s*$/, '')
    .trim()
  const images = image ? [{ url: image.src, width: image.width, height: image.height, alt: image.alt }] : undefined
  return {
    title: postTitle(post, productName),
    description,
    alternates: pageAlternates(url, productName),
    openGraph: {
      type: post.kind === 'page' ? 'website' : 'article',
      url,
      title: ogTitle,
      description,
      images,
      ...(post.kind === 'page'
        ? {}
        : { publishedTime: post.publishedAt, modifiedTime: post.updatedAt, authors: [post.author] }),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: ogTitle,
      description,
      images: image ? [image.src] : undefined,
    },
    ...(isUnlistedPath(post.slug) ? { robots: { index: false, follow: true } } : {}),
  }
}
