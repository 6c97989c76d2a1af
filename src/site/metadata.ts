import type { Metadata, Viewport } from 'next'

import { siteUrl } from '@/platform/settings/siteUrl'

import type { SiteSettingsValues } from './settings/defaults'
import { SITE_ICON_URL } from './shell/siteIcon'

const FEED_PATH = '/feed.xml'

type Alternates = NonNullable<Metadata['alternates']>

/** The `<link rel="alternate" type="application/rss+xml">` that tells browsers and readers about the feed. */
export function feedLinks(productName: string): Alternates['types'] {
  return { 'application/rss+xml': [{ url: FEED_PATH, title: `${productName} articles and reviews` }] }
}

/**
 * A page's alternates: its canonical link and the feed. Next replaces the layout's `alternates` as a
 * whole when a page sets its own, so every page that names a canonical link goes through here.
 */
export function pageAlternates(canonical: string, productName: string): Alternates {
  return { canonical, types: feedLinks(productName) }
}

/** Metadata every public page inherits: "<topic> | <product name>" titles and the site's base URL. */
export function baseMetadata(settings: SiteSettingsValues): Metadata {
  return {
    metadataBase: siteUrl(),
    title: { default: settings.productName, template: `%s | ${settings.productName}` },
    applicationName: settings.productName,
    openGraph: { siteName: settings.productName, type: 'website', locale: 'en_US' },
    formatDetection: { telephone: false },
    alternates: { types: feedLinks(settings.productName) },
    icons: { icon: [{ url: SITE_ICON_URL, type: 'image/svg+xml' }] },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0d5960',
}
