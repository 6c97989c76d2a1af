import fs from 'node:fs'

import { devices, type Page, type Request } from '@playwright/test'

import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'

/** The narrowest phone we promise a page for. */
const PHONE = { width: 360, height: 740 }
// Without the page's smooth scrolling: a long form's button keeps still while it is pressed.
test.use({ viewport: PHONE, reducedMotion: 'reduce' })

/** Two days a bromine owner logs, each with a note we can look for in every request the page makes. */
const MARK = `carelog-${Date.now().toString(36)}`
const DAYS = [
  {
    date: '2026-11-20',
    long: 'November 20, 2026',
    bromine: '2.5',
    pH: '7.9',
    added: 'sodiumBisulfate',
    amount: '15',
    note: `${MARK} one`,
  },
  {
    date: '2026-11-22',
    long: 'November 22, 2026',
    bromine: '4',
    pH: '7.5',
    added: 'dichlor',
    amount: '2',
    note: `${MARK} two`,
  },
]

async function addDay(page: Page, day: (typeof DAYS)[number]) {
  const form = page.getByRole('form', { name: 'Add to the log' })
  await form.getByLabel('Date').fill(day.date)
  await form.getByLabel('Sanitiser').selectOption('bromine')
  await form.getByLabel('Bromine (ppm)').fill(day.bromine)
  await form.getByLabel('pH', { exact: true }).fill(day.pH)
  await form.getByLabel('Product').selectOption(day.added)
  await form.getByLabel('Amount').fill(day.amount)
  await form.getByLabel('Unit').selectOption('g')
  await form.getByLabel('Note (optional)').fill(day.note)
  // From the keyboard: the button is pressed where it is, however the page below it grows.
  await form.getByRole('button', { name: 'Add to the log' }).press('Enter')
  await expect(page.getByText(`Added the entry of ${day.long}.`)).toBeVisible()
}

const table = (page: Page) => page.getByRole('region', { name: 'Every entry, newest first' })
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test.describe('the care log', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone is what this is for')

  test('keeps two days on the phone, charts them, exports them and imports them elsewhere, and sends nothing', async ({
    page,
    problems,
    browser,
  }) => {
    test.setTimeout(120_000)
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))

    await page.goto('/water-care/log')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your hot tub care log')
    await expect(page.getByText('The log stays on this device.')).toBeVisible()
    await expect(page.getByText('No entries yet.')).toBeVisible()

    // Nonsense is refused, naming the field and its range; nothing is added.
    const form = page.getByRole('form', { name: 'Add to the log' })
    await form.getByLabel('pH', { exact: true }).fill('20')
    await form.getByRole('button', { name: 'Add to the log' }).click()
    await expect(form.getByText('pH must be between 6 and 9.')).toBeVisible()
    await form.getByLabel('pH', { exact: true }).fill('')

    for (const day of DAYS) await addDay(page, day)
    const rows = table(page).getByRole('row')
    await expect(rows).toHaveCount(3)
    // Newest first.
    await expect(rows.nth(1)).toContainText('Nov 22, 2026')
    await expect(rows.nth(2)).toContainText('Nov 20, 2026')
    await expect(rows.nth(2)).toContainText('15 grams of sodium bisulfate')
    await expect(
      page.getByRole('img', { name: /^pH: 2 readings from November 20, 2026 to November 22, 2026/ }),
    ).toBeVisible()
    await expect(
      page.getByRole('img', {
        name: /^Bromine \(ppm\): 2 readings.*Latest 4 ppm, inside the target 3 to 6 ppm; 1 of 2/,
      }),
    ).toBeVisible()
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width)
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.reload()
    await expect(table(page).getByRole('row')).toHaveCount(3)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export the log' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^tubwise-care-log-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = fs.readFileSync((await download.path())!, 'utf8')
    expect(JSON.parse(exported).entries).toHaveLength(2)

    // Delete one, then take it back.
    await table(page).getByRole('button', { name: 'Delete the entry of November 20, 2026' }).click()
    await expect(table(page).getByRole('row')).toHaveCount(2)
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(table(page).getByRole('row')).toHaveCount(3)

    // No request the page made carries the log: no write at all, and no note in any address.
    for (const request of requests) {
      expect(request.method(), request.url()).toBe('GET')
      expect(request.url()).not.toContain(MARK)
    }
    expect(problems).toEqual([])

    // Another phone: an empty log, the file imported once (and again, adding nothing), a bad file refused.
    const other = await browser.newContext({ ...devices['Pixel 7'], viewport: PHONE, reducedMotion: 'reduce' })
    try {
      const phone = await other.newPage()
      const errors: string[] = []
      phone.on('pageerror', (error) => errors.push(error.message))
      const sent: Request[] = []
      phone.on('request', (request) => sent.push(request))
      await phone.goto('/water-care/log')
      await phone.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
      await expect(phone.getByText('No entries yet.')).toBeVisible()
      const importField = phone.getByLabel('Import a log file (JSON, at most 1 MB)')
      const file = { name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(exported) }
      await importField.setInputFiles(file)
      await expect(phone.getByText(`Imported 2 entries from ${file.name}.`)).toBeVisible()
      await expect(table(phone).getByRole('row')).toHaveCount(3)
      await importField.setInputFiles(file)
      await expect(
        phone.getByText(`Imported 0 entries from ${file.name}; 2 entries already here stayed as they were.`),
      ).toBeVisible()
      await expect(table(phone).getByRole('row')).toHaveCount(3)

      const bad = JSON.stringify({
        version: 1,
        entries: [{ id: 'abcdef', date: '2026-11-23', sanitiser: 'bromine', pH: 20 }],
      })
      await importField.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) })
      await expect(phone.locator('.form-banner')).toHaveText(
        'This file is not a care log we can read: entry 1, pH: pH must be between 6 and 9. Your log is as it was.',
      )
      await expect(table(phone).getByRole('row')).toHaveCount(3)
      await importField.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('pH 7') })
      await expect(phone.locator('.form-banner')).toHaveText(
        'This file is not a care log: it is not JSON. Your log is as it was.',
      )
      expect(await scrollWidth(phone)).toBeLessThanOrEqual(PHONE.width)
      for (const request of sent) expect(request.method(), request.url()).toBe('GET')
      expect(errors).toEqual([])
    } finally {
      await other.close()
    }
  })

  test('says what it holds cannot be read, keeps it, and offers to download or clear it', async ({
    page,
    problems,
  }) => {
    await page.goto('/water-care/log')
    await page.evaluate(() => localStorage.setItem('tubwise.careLog.v1', '{"version":1,"entries":[{"id"'))
    await page.reload()
    await expect(page.locator('.care-log__corrupt[role="alert"]')).toContainText(
      'Your log in this browser cannot be read, so nothing was changed.',
    )
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download what is stored' }).click(),
    ])
    expect(fs.readFileSync((await download.path())!, 'utf8')).toBe('{"version":1,"entries":[{"id"')
    expect(await page.evaluate(() => localStorage.getItem('tubwise.careLog.v1'))).toBe('{"version":1,"entries":[{"id"')
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: 'Clear it and start again' }).click()
    await expect(page.getByText('No entries yet.')).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
})
