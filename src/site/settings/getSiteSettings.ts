import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/payloadClient'

import { readSiteSettings } from './readSiteSettings'
import { SITE_SETTINGS_TAG } from './tag'

/**
 * The site settings for pages: read once, cached across requests, and refreshed when staff
 * save the settings (the global's afterChange hook revalidates the tag). Code that also runs
 * outside Next's request cache (jobs, scripts) uses `readSiteSettings(payload)`.
 */
export const getSiteSettings = unstable_cache(
  async () => readSiteSettings(await getPayloadClient()),
  ['site-settings'],
  { tags: [SITE_SETTINGS_TAG] },
)
