import { describe, expect, it } from 'vitest'

import { migrateDatabase } from '@/platform/db/migrate'
import { SITE_SETTINGS_DEFAULTS } from '@/site/settings/defaults'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { seedSiteSettings } from '@/site/settings/seedSiteSettings'

import { testDatabase, useTestPayload } from '../../../support/payload'

const payload = useTestPayload()

describe(`the database (${testDatabase()})`, () => {
  it('is on the adapter DATABASE_URL names', () => {
    expect(payload.db.name).toBe(testDatabase() === 'postgres' ? 'postgres' : 'sqlite')
  })

  it('applies every committed migration, and re-running them is harmless', async () => {
    await migrateDatabase(payload)
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true })
    expect(docs.map((d) => d.name)).toContain(
      (await import(`@/platform/db/migrations/${testDatabase()}/index.ts`)).migrations.at(-1).name,
    )
  })

  it('reads the site settings with their defaults before anything is stored', async () => {
    const settings = await readSiteSettings(payload)
    expect(settings).toEqual(SITE_SETTINGS_DEFAULTS)
    expect(settings.productName).toBe('TubWise')
    expect(settings.copyrightYear).toBe(2024)
  })

  it('seeds demo settings once and never overwrites what staff changed', async () => {
    expect(await seedSiteSettings(payload)).toContain('defaults stored')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { productName: 'TubWise Pro', supportPhone: '555-0100' },
    })
    expect(await seedSiteSettings(payload)).toContain('already set')

    const settings = await readSiteSettings(payload)
    expect(settings.productName).toBe('TubWise Pro')
    expect(settings.supportPhone).toBe('555-0100')
    expect(settings.staffInbox).toBe(SITE_SETTINGS_DEFAULTS.staffInbox)
  })

  it('refuses invalid settings', async () => {
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { staffInbox: 'not an address' } }),
    ).rejects.toThrow()
    expect((await readSiteSettings(payload)).staffInbox).toBe(SITE_SETTINGS_DEFAULTS.staffInbox)
  })
})
