import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/http/securityHeaders'

const isDev = process.env.NODE_ENV === 'development'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/serve.mjs compresses: it rewrites each public page's head first.
  compress: false,
  // Next's cache, with invalidations shared by every server on one PostgreSQL database.
  cacheHandler: path.resolve(import.meta.dirname, 'src/server/pageCache/sharedCacheHandler.mjs'),
  reactStrictMode: true,
  // `npm test` type-checks the whole tree in its first step; its end-to-end build need not again.
  typescript: { ignoreBuildErrors: process.env.TUBWISE_TYPES_CHECKED === '1' },
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
