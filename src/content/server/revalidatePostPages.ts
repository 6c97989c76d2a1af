import { revalidateTagSafely } from '@/platform/pageCache/revalidate'

import { forgetAliasRedirects } from './aliasRedirects'
import { CONTENT_TAGS } from './cacheTags'

type PostPaths = { slug?: string | null; aliases?: { path?: string | null }[] | null }

/**
 * After a post is saved or deleted: refresh its page (old and new path), redirects and lists. (Search
 * follows the posts' saves itself: src/search/plugin.ts.)
 */
export function revalidatePostPages(doc: PostPaths, previous?: PostPaths): void {
  const paths = new Set([doc.slug, previous?.slug].filter((path): path is string => Boolean(path)))
  for (const path of paths) revalidateTagSafely(CONTENT_TAGS.path(path))
  revalidateTagSafely(CONTENT_TAGS.aliases)
  forgetAliasRedirects()
  revalidateTagSafely(CONTENT_TAGS.lists)
}
