import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/payloadClient'

import type { ListType } from '../kinds'
import { CONTENT_TAGS } from './cacheTags'
import { findAliasTarget, findPostByPath, listAllPublished, listPosts, listPublishedPaths } from './posts'

/*
 * Content reads for pages, cached across requests and tagged so that a save in the admin
 * refreshes exactly what it changed (see revalidatePostPages). Previews skip these and read
 * drafts directly.
 */

const getPublishedPaths = unstable_cache(
  async () => listPublishedPaths(await getPayloadClient()),
  ['content-published-paths'],
  {
    tags: [CONTENT_TAGS.lists, CONTENT_TAGS.aliases],
  },
)

/**
 * Whether a published post answers at `path` (its own path or an alias). Asked before any read
 * keyed by the path: each such read is one more cache entry, and unknown paths are unbounded.
 */
export const isPublishedPath = async (path: string) => (await getPublishedPaths()).includes(path)

export const getPublishedPost = (path: string) =>
  unstable_cache(async () => findPostByPath(await getPayloadClient(), path), ['content-post', path], {
    tags: [CONTENT_TAGS.path(path)],
  })()

export const getAliasTarget = (path: string) =>
  unstable_cache(async () => findAliasTarget(await getPayloadClient(), path), ['content-alias', path], {
    tags: [CONTENT_TAGS.aliases],
  })()

export const getPostPage = (type: ListType, pageNum: number) =>
  unstable_cache(
    async () => listPosts(await getPayloadClient(), type, pageNum),
    ['content-list', type, String(pageNum)],
    {
      tags: [CONTENT_TAGS.lists],
    },
  )()

export const getAllPublished = unstable_cache(async () => listAllPublished(await getPayloadClient()), ['content-all'], {
  tags: [CONTENT_TAGS.lists],
})
