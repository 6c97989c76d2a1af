import type { Metadata, Viewport } from 'next'

import type { SiteSettingsValues } from './settings/defaults'
import { siteUrl } from './siteUrl'


/** Metadata every public page inherits: "<topic> | <product name>" titles and the site's base URL. */
export function baseMetadata(settings: SiteSettingsValues): Metadata {
  return {
    metadataBase: siteUrl(),
    title: { default: settings.productName, template: `%s | ${settings.productName}` },
    applicationName: settings.productName,
    openGraph: { siteName: settings.productName, type: 'website', locale: 'en_US' },
    formatDetection: { telephone: false },
    alternates: { types: { 'application/rss+xml': [{ url: '/feed.xml', title: `${settings.productName} articles and reviews` }] } },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0d5960',
}
