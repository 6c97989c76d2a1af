import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/server/payload'

import type { ListType } from '../kinds'
import { CONTENT_TAGS } from './cacheTags'
import { findAliasTarget, findPostByPath, listAllPublished, listPosts } from './posts'

/*
 * Content reads for pages, cached across requests and tagged so that a save in the admin
 * refreshes exactly what it changed (see revalidatePostPages). Previews skip these and read
 * drafts directly.
 */

export const getPublishedPost = (path: string) =>
  unstable_cache(async () => findPostByPath(await getPayloadClient(), path), ['content-post', path], {
    tags: [CONTENT_TAGS.path(path)],
  })()

export const getAliasTarget = (path: string) =>
  unstable_cache(async () => findAliasTarget(await getPayloadClient(), path), ['content-alias', path], {
    tags: [CONTENT_TAGS.aliases],
  })()

export const getPostPage = (type: ListType, pageNum: number) =>
  unstable_cache(async () => listPosts(await getPayloadClient(), type, pageNum), ['content-list', type, String(pageNum)], {
    tags: [CONTENT_TAGS.lists],
  })()

export const getAllPublished = unstable_cache(async () => listAllPublished(await getPayloadClient()), ['content-all'], {
  tags: [CONTENT_TAGS.lists],
})
