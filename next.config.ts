import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/http/securityHeaders'

const isDev = process.env.NODE_ENV === 'development'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next's cache, with invalidations shared by every server on one PostgreSQL database.
  cacheHandler: path.resolve(import.meta.dirname, 'src/server/pageCache/sharedCacheHandler.mjs'),
  reactStrictMode: true,
  experimental: {
    // One 404 page for unmatched URLs across both root layouts (site and admin).
    globalNotFound: true,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ isDev, isProduction: !isDev }) }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
