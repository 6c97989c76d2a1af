import type { MetadataRoute } from 'next'

import { siteUrl } from '@/server/siteUrl'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview'] },
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  }
}
