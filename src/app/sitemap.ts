import { sitemapEntries } from '@/content/seo/sitemap'

import { CAPABILITY_PUBLIC_PAGES } from './publicPages'

export const revalidate = 3600

export default function sitemap() {
  return sitemapEntries(CAPABILITY_PUBLIC_PAGES)
}
