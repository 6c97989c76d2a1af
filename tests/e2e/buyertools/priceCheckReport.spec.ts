import { devices } from '@playwright/test'

import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { logInToAdmin, staffAuth } from '../../support/e2e/staffSession'
import { receivedMail } from '../../support/e2e/mailbox'

const REPORT_LINK = /https?:\/\/[^\s"<>]+\/price-check\/report\/[A-Za-z0-9_-]{20,64}/

test.describe('the price check report', () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 900,
    'staff work on a desktop; the buyer reads the report on a phone below',
  )

  test('staff see an overdue check, write its report and send it; the buyer reads it on a phone', async ({
    page,
    request,
    browser,
    problems,
  }) => {
    const marker = Date.now().toString(36)
    const name = `Jordan ${marker}`
    const email = `jordan-${marker}@example.com`

    // The buyer asks through the site.
    await page.goto('/price-check')
    const form = page.getByRole('form', { name: 'Check my price' })
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Zip code').fill('30301')
    const tub = form.getByRole('group', { name: 'Hot tub 1 (required)' })
    await tub.getByLabel('Brand').fill('Northstar Spas')
    await tub.getByLabel('Model').fill('Polaris 6')
    await tub.getByLabel('Quoted price').fill('$9,800')
    await form.getByRole('button', { name: 'Send my price check' }).click()
    await expect(page.locator('.price-check--done')).toBeVisible()

    // A day and more goes by without a report (the request's date moved back through the staff API).
    const auth = await staffAuth(request)
    const found = await request.get(`/api/cms/price-checks?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: auth,
    })
    const check = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
    const aged = await request.patch(`/api/cms/price-checks/${check.id}`, {
      data: { createdAt: new Date(Date.now() - 30 * 3_600_000).toISOString() },
      headers: auth,
    })
    expect(aged.status()).toBe(200)

    // Staff see it on the dashboard and open it.
    await logInToAdmin(page)
    const waiting = page.getByRole('region', {
      name: /Price checks waiting more than 24 hours/,
    })
    await expect(waiting.getByRole('listitem').filter({ hasText: name })).toContainText(/waiting 30 hours/)
    await waiting.getByRole('link', { name }).click()
    await expect(page.locator('#field-name')).toHaveValue(name)

    // Sending an incomplete report is refused with a clear message.
    // The control itself: the field's box also holds its label and description.
    await page.locator('#field-status .rs__control').click()
    await page.getByRole('option', { name: 'report sent' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/Tub 1 verdict/).first()).toBeVisible()

    // The report, written and sent.
    await page.locator('#field-tubs__0__verdict .rs__control').click()
    await page.getByRole('option', { name: 'Priced high' }).click()
    await page.locator('#field-tubs__0__targetPriceDollars').fill('8900')
    await page.locator('#field-tubs__0__notes').fill('The cover and steps are usually included at this price.')
    await page
      .locator('#field-reportSummary')
      .fill('Ask the dealer to come down to about $8,900 with the cover included.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()

    // The dashboard no longer lists it.
    await page.goto('/admin')
    await expect(page.getByRole('region', { name: /Price checks waiting/ })).toBeVisible()
    await expect(page.getByRole('region', { name: /Price checks waiting/ }).getByRole('link', { name })).toHaveCount(0)

    // The buyer's e-mail arrives with the private link.
    await expect
      .poll(
        () => receivedMail().filter((mail) => mail.to.includes(email) && mail.raw.includes('report is ready')).length,
        { timeout: 30_000 },
      )
      .toBe(1)
    const mail = receivedMail().find((mail) => mail.to.includes(email) && mail.raw.includes('report is ready'))!
    const link = mail.raw.match(REPORT_LINK)![0]
    const path = new URL(link).pathname

    // On a phone: the verdict, the target price and the advice, private and never cached.
    const phone = await browser.newContext({ ...devices['Pixel 7'] })
    try {
      const buyer = await phone.newPage()
      const response = await buyer.goto(path)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control']).toMatch(/private/)
      expect(response?.headers()['cache-control']).toMatch(/no-store/)
      await expect(buyer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(
        buyer.getByRole('heading', {
          level: 1,
          name: 'Your price check report',
        }),
      ).toBeVisible()
      const tubCard = buyer.getByRole('listitem').filter({
        has: buyer.getByRole('heading', { name: 'Northstar Spas Polaris 6' }),
      })
      await expect(tubCard).toContainText('Priced high')
      await expect(tubCard).toContainText('$8,900')
      await expect(tubCard).toContainText('$9,800')
      await expect(buyer.getByText('Ask the dealer to come down')).toBeVisible()
      // Nothing wider than the phone's screen.
      expect(await buyer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      expect(await seriousA11yViolations(buyer)).toEqual([])
      // An unknown id is a plain 404.
      expect((await buyer.goto(`/price-check/report/${'A'.repeat(24)}`))?.status()).toBe(404)
    } finally {
      await phone.close()
    }
    expect(problems).toEqual([])
  })
})
