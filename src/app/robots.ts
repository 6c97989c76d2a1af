import type { MetadataRoute } from 'next'

import { siteUrl } from '@/platform/settings/siteUrl'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview'] },
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  }
}
