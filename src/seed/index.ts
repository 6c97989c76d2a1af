import type { Payload } from 'payload'

import { seedClimateStations } from '@/buyertools/climate/server/seedClimateStations'
import { seedStateFigures } from '@/buyertools/runningCost/server/seedStateFigures'
import { seedSpaProducts } from '@/commerce/shop/seedSpaProducts'
import { importContent } from '@/content/markdown/importContent'
import { underStartLock } from '@/platform/db/migrate'
import { seedBrands } from '@/pricecheck/server/seedBrands'
import { seedSiteSettings } from '@/site/settings/seedSiteSettings'

/**
 * Demo content, capability by capability. Each seeder is idempotent: it creates what it never
 * created before, never overwrites what staff have since edited in the admin, and keeps a record of
 * what it created (src/platform/db/statements/seedRecord.ts) so that what staff delete stays deleted.
 */
const SEEDERS: { name: string; run: (payload: Payload) => Promise<string> }[] = [
  { name: 'site settings', run: seedSiteSettings },
  { name: 'content files', run: importContent },
  { name: 'price checker brands', run: seedBrands },
  { name: 'spa products', run: seedSpaProducts },
  { name: 'state climate and prices', run: seedStateFigures },
  { name: 'climate stations', run: seedClimateStations },
]

export async function seedDemoContent(payload: Payload, log: (line: string) => void = console.log): Promise<void> {
  // Under the start lock: two servers starting at once would both create what is missing.
  await underStartLock(payload, async () => {
    for (const seeder of SEEDERS) {
      log(`[seed] ${seeder.name}: ${await seeder.run(payload)}`)
    }
  })
}
