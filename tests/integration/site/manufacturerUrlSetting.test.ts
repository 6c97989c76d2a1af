import { describe, expect, it } from 'vitest'

import { HTTPS_URL_MESSAGE } from '@/site/settings/httpsUrl'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { seedSiteSettings } from '@/site/settings/seedSiteSettings'

import { testDatabase, useTestPayload } from '../../support/payload'
import { migrationStep } from '../../support/migrations'
import { executeSql } from '../../support/sql'

const payload = useTestPayload()

const PLACEHOLDER = 'https://factory-direct-spas.example/'
const save = (valueTubManufacturerUrl: string | null) =>
  payload.updateGlobal({ slug: 'site-settings', data: { valueTubManufacturerUrl } })

describe(`the value-priced tub's manufacturer address (${testDatabase()})`, () => {
  it('is empty until staff set it, so the promotion shows no button', async () => {
    await seedSiteSettings(payload)
    expect((await readSiteSettings(payload)).valueTubManufacturerUrl).toBe('')
  })

  it('takes an https address, and empty again to hide the button', async () => {
    await save('https://www.maker.example/tubs?ref=tubwise')
    expect((await readSiteSettings(payload)).valueTubManufacturerUrl).toBe('https://www.maker.example/tubs?ref=tubwise')
    await save('')
    expect((await readSiteSettings(payload)).valueTubManufacturerUrl).toBe('')
  })

  it.each([
    'http://www.maker.example/',
    'www.maker.example',
    'javascript:alert(1)',
    'https://localhost/',
    ' https://www.maker.example/',
    'https://user:pw@www.maker.example/',
  ])('refuses %j with a clear message and keeps what was stored', async (address) => {
    await save('https://kept.example/')
    const refusal = await save(address).then(
      () => null,
      (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors,
    )
    expect(refusal).toEqual([{ path: 'valueTubManufacturerUrl', message: HTTPS_URL_MESSAGE, label: expect.anything() }])
    expect((await readSiteSettings(payload)).valueTubManufacturerUrl).toBe('https://kept.example/')
  })

  it('is cleared by the migration where it still held the old placeholder, and kept where staff set it', async () => {
    const run = migrationStep(payload, '_manufacturer_url_optional')
    // Raw SQL, not the local API: on SQLite this old migration rebuilds the table with the columns
    // of its day, so settings added since (orders inbox…) are gone from it afterwards.
    const stored = async () =>
      (await executeSql(payload, 'SELECT value_tub_manufacturer_url AS url FROM site_settings')).rows[0]?.url ?? null
    const store = (url: string | null) =>
      executeSql(payload, `UPDATE site_settings SET value_tub_manufacturer_url = ${url === null ? 'NULL' : `'${url}'`}`)

    // A database from before: the seed stored the placeholder (down fills an empty address with it).
    await store(null)
    await run('down')
    expect(await stored()).toBe(PLACEHOLDER)
    await run('up')
    expect(await stored()).toBeNull()

    await store('https://www.maker.example/')
    await run('down')
    await run('up')
    expect(await stored()).toBe('https://www.maker.example/')
  })
})
