import type { Page } from '@playwright/test'

import { describeOnPhone, expect, test } from '../../support/e2e/fixtures'
import { logInToAdmin, staffAuth } from '../../support/e2e/staffSession'

const run = Date.now().toString(36)
const EDITOR = {
  email: `e2e-tools-editor-${run}@tubwise.example`,
  password: 'e2e-editor-password-0123',
  role: 'editor',
}

/** The Buyer tools panel's figures for the running-cost calculator, as an editor reads them on the dashboard. */
async function calculatorFigures(page: Page) {
  await page.goto('/admin')
  const panel = page.getByRole('region', { name: 'Buyer tools' })
  const row = panel.getByRole('row', { name: /Running-cost calculator/ })
  await expect(row).toBeVisible()
  const [uses7, uses30, priceChecks, leads] = (await row.getByRole('cell').allTextContents()).map(Number)
  return { uses7: uses7!, uses30: uses30!, priceChecks: priceChecks!, leads: leads! }
}

describeOnPhone('the buyer tools’ use on the admin dashboard', 'a visitor on a phone; one run counts once', () => {
  test.beforeAll(async ({ request }) => {
    const headers = await staffAuth(request)
    expect((await request.post('/api/cms/users', { data: EDITOR, headers })).status()).toBe(201)
  })

  test('a visitor’s first result counts a use, their price check names the tool, and staff see both', async ({
    page,
    problems,
  }) => {
    await logInToAdmin(page, EDITOR)
    const before = await calculatorFigures(page)

    const counted: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/tools/used')) counted.push(request.postData() ?? '')
    })
    await page.goto('/hot-tub-running-cost')
    const used = page.waitForResponse((response) => response.url().endsWith('/api/tools/used'))
    await page.getByLabel('ZIP code').fill('90210')
    await expect(page.getByRole('heading', { name: /a year in California/ })).toBeVisible()
    expect((await used).status()).toBe(200)
    // Typing on changes the result, not the count: one use per page view.
    await page.getByLabel('Set temperature (°F)').fill('100')
    await expect(page.getByRole('heading', { name: /a year in California/ })).toBeVisible()
    await page.waitForTimeout(500)
    expect(counted).toEqual([JSON.stringify({ tool: 'runningCost' })])

    const priceCheck = page.getByRole('link', { name: 'free price check', exact: true })
    await expect(priceCheck).toHaveAttribute('href', '/price-check?from=runningCost')
    await priceCheck.click()
    await expect(page).toHaveURL(/\/price-check\?from=runningCost$/)
    const form = page.getByRole('form', { name: 'Check my price' })
    await form.getByLabel('Name').fill(`Robin ${run}`)
    await form.getByLabel('E-mail').fill(`robin-${run}@example.com`)
    await form.getByLabel('Zip code').fill('90210')
    const first = form.getByRole('group', { name: 'Hot tub 1 (required)' })
    await first.getByLabel('Brand').fill('Northstar Spas')
    await first.getByLabel('Model').fill('Polaris 6')
    await first.getByLabel('Quoted price').fill('$9,400')
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/pricechecks/newcheck'))
    await form.getByRole('button', { name: 'Send my price check' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ source: 'runningCost' })
    await expect(page.getByRole('heading', { name: /your price check is on its way/ })).toBeVisible()

    const after = await calculatorFigures(page)
    // A use counts once per visitor, tool and day, and every browser of the run is one address (127.0.0.1):
    // another test may have counted it first today, so the panel shows at least that one use.
    expect(after.uses7).toBeGreaterThanOrEqual(Math.max(1, before.uses7))
    expect(after.uses30).toBeGreaterThanOrEqual(Math.max(1, before.uses30))
    expect(after.priceChecks).toBeGreaterThan(before.priceChecks)
    expect(problems).toEqual([])
  })
})
