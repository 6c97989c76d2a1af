import type { Payload } from 'payload'

import { SITE_SETTINGS_DEFAULTS } from './defaults'

/** Stores the default settings once, so staff find them filled in; never overwrites edits. */
export async function seedSiteSettings(payload: Payload): Promise<string> {
  const stored = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (stored.updatedAt) return 'already set, left as staff keep it'
  await payload.updateGlobal({ slug: 'site-settings', data: { ...SITE_SETTINGS_DEFAULTS }, overrideAccess: true })
  return 'defaults stored'
}
