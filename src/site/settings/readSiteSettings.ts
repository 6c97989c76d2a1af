import type { Payload } from 'payload'

import { SITE_SETTINGS_DEFAULTS, type SiteSettingsValues } from './defaults'

/** Reads the settings global, filling anything unset with the defaults. */
export async function readSiteSettings(payload: Payload): Promise<SiteSettingsValues> {
  const stored = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const merged: SiteSettingsValues = { ...SITE_SETTINGS_DEFAULTS }
  for (const key of Object.keys(SITE_SETTINGS_DEFAULTS) as (keyof SiteSettingsValues)[]) {
    const value = stored[key]
    if (value !== null && value !== undefined && value !== '') {
      ;(merged as Record<string, unknown>)[key] = value
    }
  }
  return merged
}
