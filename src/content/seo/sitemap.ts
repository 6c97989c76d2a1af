import type { MetadataRoute } from 'next'

import { siteUrl } from '@/platform/settings/siteUrl'

import { LIST_TYPES } from '../kinds'
import { pathToHref } from '../paths'
import { getAllPublished } from '../server/cachedContent'
import { isUnlistedPath } from './unlistedPages'

/** The page routes (as `src/app/(frontend)` names them) whose pages the content's own entries list. */
export const CONTENT_SITEMAP_ROUTES = ['/', '/content/[type]', '/[...path]'] as const

/**
 * Every canonical page: home, the lists, each published post but the unlisted ones, and the other
 * capabilities' public pages the site gives (`pages`, paths such as `/water-care`). Aliases are
 * redirects, so never listed.
 */
export async function sitemapEntries(pages: readonly string[] = []): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const posts = await getAllPublished()
  const newest = posts[0]?.updatedAt
  const at = (path: string) => new URL(path, base).toString()
  return [
    { url: at('/'), lastModified: newest, changeFrequency: 'weekly', priority: 1 },
    ...Object.keys(LIST_TYPES).map((type) => ({
      url: at(`/content/${type}`),
      lastModified: newest,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    // A tool's page changes with a release, not with an edit: no date to give.
    ...pages.map((path) => ({ url: at(path), changeFrequency: 'monthly' as const, priority: 0.8 })),
    ...posts
      .filter((post) => !isUnlistedPath(post.slug))
      .map((post) => ({
        url: at(pathToHref(post.slug)),
        lastModified: post.updatedAt,
        changeFrequency: 'monthly' as const,
        priority: post.slug === 'guide' ? 0.9 : 0.7,
      })),
  ]
}
