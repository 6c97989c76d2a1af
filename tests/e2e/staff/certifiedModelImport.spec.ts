import AxeBuilder from '@axe-core/playwright'

import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'
import { logInToAdmin, staffAuth } from '../../support/e2e/staffSession'

const run = Date.now().toString(36)
const EDITOR = {
  email: `e2e-models-editor-${run}@tubwise.example`,
  password: 'e2e-editor-password-0123',
  role: 'editor',
}
// A made-up brand, unique to this run: our research names no certified model.
const BRAND = `E2E Testbrook ${run}`
const HEADER = 'Brand,Model Number,Spa Type,Fill Volume (gal),Normalized Standby Power (W),Cover Model,Date Certified'
const csv = (text: string) => Buffer.from(text, 'utf8')

describeOnDesktop('importing the CEC’s spa list in the admin', 'staff work on a desktop', () => {
  test.beforeAll(async ({ request }) => {
    const headers = await staffAuth(request)
    expect((await request.post('/api/cms/users', { data: EDITOR, headers })).status()).toBe(201)
  })

  test('an editor imports a CSV, sees what it did and each refused row, and buyers can find the models', async ({
    page,
    problems,
    request,
  }) => {
    await logInToAdmin(page, EDITOR)

    await page.goto('/admin/collections/certified-spa-models')
    const box = page.getByRole('region', { name: 'Import the CEC’s list' })
    await expect(box).toBeVisible()
    const file = box.getByLabel('CSV file exported from MAEDbS')

    // A file missing a column: refused whole, naming it.
    await file.setInputFiles({ name: 'spas.csv', mimeType: 'text/csv', buffer: csv('Brand,Model Number\nA,B\n') })
    await box.getByRole('button', { name: 'Import' }).click()
    await expect(box.getByRole('status')).toContainText('The file has no column for spa type')

    await file.setInputFiles({
      name: `maedbs-${run}.csv`,
      mimeType: 'text/csv',
      buffer: csv(
        [
          HEADER,
          `${BRAND},J-335,Standard,400,212.5,TC-84,2021-03-15`,
          `${BRAND},Lap 19,Exercise,"1,850",261,,`,
          `${BRAND},Duo,Combination,900,400,,`,
        ].join('\r\n'),
      ),
    })
    await box.getByRole('button', { name: 'Import' }).click()
    const status = box.getByRole('status')
    await expect(status).toContainText(
      new RegExp(
        `Imported maedbs-${run}\\.csv: 2 added, 0 updated, 0 unchanged, ` +
          '\\d+ kept \\(not in the file\\), 1 row refused\\.',
      ),
    )
    await expect(status.getByRole('listitem')).toHaveText([
      'Row 4: a combination spa: two reservoirs, not listed as one tub.',
    ])
    // The list below shows the new models.
    await expect(page.getByRole('cell', { name: 'Lap 19', exact: true })).toBeVisible()

    const axe = await new AxeBuilder({ page })
      .include('.spa-model-import')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    const found = await request.get(`/api/tools/spa-models?q=${encodeURIComponent(`${run} j335`)}`)
    expect(found.status()).toBe(200)
    expect(await found.json()).toMatchObject({
      models: [{ brand: BRAND, model: 'J-335', spaType: 'standard', fillVolumeGallons: 400, standbyWatts: 212.5 }],
      importedOn: new Date().toISOString().slice(0, 10),
    })
    expect(problems).toEqual([])
  })
})
