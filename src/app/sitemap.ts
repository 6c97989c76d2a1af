import { sitemapEntries } from '@/content/seo/sitemap'

export const revalidate = 3600

export default sitemapEntries
