import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaderRules } from './src/platform/http/securityHeaders'
import { MAX_UPLOAD_BODY_BYTES } from './src/platform/next/sharedWithWebServer.mjs'

const isDev = process.env.NODE_ENV === 'development'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Our web server (src/platform/webServer) compresses: it changes each public page's HTML first (publicPages.ts).
  compress: false,
  // Next's cache, with invalidations shared by every server on one PostgreSQL database.
  cacheHandler: path.resolve(import.meta.dirname, 'src/platform/pageCache/sharedCacheHandler.mjs'),
  reactStrictMode: true,
  // `npm test` type-checks the whole tree in its first step; its end-to-end build need not again.
  typescript: { ignoreBuildErrors: process.env.TUBWISE_TYPES_CHECKED === '1' },
  experimental: {
    // One 404 page for unmatched URLs across both root layouts (site and admin).
    globalNotFound: true,
    // Each page's stylesheets go out inside its HTML (<style>, React keeps their order and dedupes
    // them), not as files to fetch first: on a phone's slow first visit a stylesheet cost a new
    // connection and a round trip before the first paint (docs/decisions/0033-css-inside-the-page.md).
    inlineCss: true,
    // Next's proxy (src/proxy.ts) cuts every body it runs on at 10 MB by default. It does not run on
    // Payload's REST API, where uploads go; our server holds every other body to 1 MB or less
    // (src/platform/webServer/bodyLimit.ts). This number is the upload limit all the same, so that no body our
    // server let through is ever cut here.
    proxyClientMaxBodySize: MAX_UPLOAD_BODY_BYTES,
  },
  // Nothing of ours uses next/image (images are sized when uploaded), so Next's image optimiser is
  // closed: with `unoptimized`, /_next/image answers 404 (Next 16.4, next-server's
  // handleNextImageRequest) instead of fetching and re-encoding any image a stranger names.
  images: { unoptimized: true },
  async headers() {
    return securityHeaderRules({ isDev, isProduction: !isDev })
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks for the visitor's colour scheme on every path (`Critical-CH`, for its admin's theme),
 * and a browser that has not sent it yet loads the page a second time to add it: a first visit to
 * any page cost a round trip. Only the admin reads it.
 */
export default {
  ...withPayloadConfig,
  async headers() {
    const rules = (await withPayloadConfig.headers?.()) ?? []
    return rules.map((rule) =>
      rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
    )
  },
} satisfies NextConfig
