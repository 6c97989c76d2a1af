import type { Payload, PayloadRequest } from 'payload'

import { isRequest } from '@/platform/unitOfWork/transaction'

import { SITE_SETTINGS_DEFAULTS, type SiteSettingsValues } from './defaults'

/**
 * Reads the settings global, filling anything unset with the defaults. Given a unit of work's
 * `req`, reads on its connection: a transaction that waited for a second pool connection could
 * starve when every other connection is held by transactions waiting on it (PostgreSQL).
 */
export async function readSiteSettings(scope: Payload | PayloadRequest): Promise<SiteSettingsValues> {
  const [payload, req] = isRequest(scope) ? [scope.payload, scope] : [scope, undefined]
  const stored = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const merged: SiteSettingsValues = { ...SITE_SETTINGS_DEFAULTS }
  for (const key of Object.keys(SITE_SETTINGS_DEFAULTS) as (keyof SiteSettingsValues)[]) {
    const value = stored[key]
    if (value !== null && value !== undefined && value !== '') {
      ;(merged as Record<string, unknown>)[key] = value
    }
  }
  return merged
}
