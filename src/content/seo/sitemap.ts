import type { MetadataRoute } from 'next'

import { siteUrl } from '@/platform/settings/siteUrl'

import { LIST_TYPES } from '../kinds'
import { pathToHref } from '../paths'
import { getAllPublished } from '../server/cachedContent'
import { isUnlistedPath } from './unlistedPages'

/**
 * Every canonical page: home, the lists and each published post but the unlisted ones. Aliases are redirects, so never
 * listed.
 */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
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
