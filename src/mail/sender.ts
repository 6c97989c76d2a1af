import type { Payload } from 'payload'

import { readSiteSettings } from '@/site/settings/readSiteSettings'

/** The mail's sender when `MAIL_FROM` is not set: the site's name and support address, from its settings. */
export async function senderFromSiteSettings(payload: Payload): Promise<string> {
  const settings = await readSiteSettings(payload)
  return `"${settings.productName.replace(/"/g, '')}" <${settings.supportEmail}>`
}
