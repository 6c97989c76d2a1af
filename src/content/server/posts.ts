import type { Payload, PayloadRequest, Where } from 'payload'

import type { Media, Post } from '@/payload-types'
import { siteUrl } from '@/platform/settings/siteUrl'

import { CONTENT_TYPE_LABEL, type ContentTypeLabel, LIST_TYPES, type ListType, POSTS_PAGE_SIZE } from '../kinds'
import { responsiveImage, type ResponsiveImage } from '../media/responsiveImage'
import { pathToHref } from '../paths'
import { pageVideo, videoAddress } from '../video/postVideo'

/**
 * A post as cards, lists and the API show it: the contract's ContentItem (`videoLink` on videos
 * that have one), plus the image's sizes for a responsive card and the publish date.
 */
export type ContentItem = {
  id: string
  link: string
  imageLink: string | null
  type: ContentTypeLabel
  title: string
  leader: string
  author: string
  videoLink?: string
  image: ResponsiveImage | null
  publishedAt: string
  /** Search results only: the matching passage, in parts, those that matched the query marked. */
  snippet?: { text: string; match: boolean }[]
}

export type PostPage = { posts: ContentItem[]; pageNum: number; hasMore: boolean }

const published: Where = { _status: { equals: 'published' } }

/** The fields toContentItem reads: lists and search results load these, not whole posts with their bodies. */
export const CONTENT_ITEM_FIELDS = {
  slug: true,
  kind: true,
  title: true,
  leader: true,
  author: true,
  publishedAt: true,
  headerImage: true,
  videoSource: true,
  videoId: true,
  videoFile: true,
} as const

/** A post as lists and search results load it: CONTENT_ITEM_FIELDS and its id. */
type ContentItemSource = Pick<Post, 'id' | keyof typeof CONTENT_ITEM_FIELDS>

export function toContentItem(post: ContentItemSource): ContentItem {
  const kind = post.kind === 'page' ? 'article' : post.kind
  const image = responsiveImage(post.headerImage as Media | null | undefined)
  const video = pageVideo(post)
  return {
    id: String(post.id),
    link: pathToHref(post.slug),
    imageLink: image?.src ?? null,
    type: CONTENT_TYPE_LABEL[kind],
    title: post.title,
    leader: post.leader,
    author: post.author,
    ...(kind === 'video' && video ? { videoLink: new URL(videoAddress(video), siteUrl()).toString() } : {}),
    image,
    publishedAt: post.publishedAt,
  }
}

/** One page of published posts of a list type, newest first. */
export async function listPosts(payload: Payload, type: ListType, pageNum: number): Promise<PostPage> {
  const result = await payload.find({
    collection: 'posts',
    where: { and: [published, { kind: { in: [...LIST_TYPES[type]] } }] },
    sort: ['-publishedAt', '-id'],
    limit: POSTS_PAGE_SIZE,
    page: pageNum,
    depth: 1,
    draft: false,
    select: CONTENT_ITEM_FIELDS,
  })
  return { posts: result.docs.map(toContentItem), pageNum, hasMore: result.hasNextPage }
}

/** The post whose canonical path is `path`; with `draft`, its newest saved version for preview. */
export async function findPostByPath(payload: Payload, path: string, draft = false): Promise<Post | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: draft ? { slug: { equals: path } } : { and: [published, { slug: { equals: path } }] },
    limit: 1,
    // 2: a video file's poster comes with it.
    depth: 2,
    draft,
  })
  return docs[0] ?? null
}

/**
 * What a form posted from a page needs of it (its slug, kind and whether it takes questions), or null
 * when no post is published at that path: one lean query, none of a page view's body or images, in the
 * form's unit of work.
 */
export async function findPublishedPostSummary(
  req: PayloadRequest,
  path: string,
): Promise<Pick<Post, 'id' | 'slug' | 'kind' | 'questions'> | null> {
  const { docs } = await req.payload.find({
    collection: 'posts',
    where: { and: [published, { slug: { equals: path } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    draft: false,
    select: { slug: true, kind: true, questions: true },
    req,
  })
  return docs[0] ?? null
}

/** A post by id or canonical path (the API's `{idOrSlug}`). */
export async function findPostByIdOrPath(payload: Payload, idOrPath: string): Promise<Post | null> {
  const byPath = await findPostByPath(payload, idOrPath)
  if (byPath || !/^\d+$/.test(idOrPath)) return byPath
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [published, { id: { equals: Number(idOrPath) } }] },
    limit: 1,
    depth: 1,
    draft: false,
  })
  return docs[0] ?? null
}

/** Every path a published post answers at: its canonical path and its aliases. */
export async function listPublishedPaths(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: published,
    sort: 'id',
    pagination: false,
    depth: 0,
    draft: false,
    select: { slug: true, aliases: true },
  })
  return docs.flatMap((post) => [post.slug, ...(post.aliases ?? []).map((alias) => alias.path)])
}

/** The canonical path that an alias redirects to, or null. */
export async function findAliasTarget(payload: Payload, path: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [published, { 'aliases.path': { equals: path } }] },
    sort: 'id',
    limit: 1,
    depth: 0,
    draft: false,
    select: { slug: true },
  })
  return docs[0]?.slug ?? null
}

/** Every published post's path and date, for the sitemap and feed. */
export async function listAllPublished(payload: Payload): Promise<Post[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: published,
    sort: '-publishedAt',
    pagination: false,
    depth: 1,
    draft: false,
  })
  return docs
}
