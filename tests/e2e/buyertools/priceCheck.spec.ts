import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { holdScripts } from '../../support/e2e/heldScripts'
import { receivedMail } from '../../support/e2e/mailbox'

const MESSAGE = 'Please complete name, email and zip code along with the details of at least one hot tub.'

test.describe('the free price checker', () => {
  test('refuses an incomplete form, offers the brand’s models, sends, confirms and e-mails', async ({
    page,
    problems,
  }) => {
    const name = `Casey ${Date.now().toString(36)}`
    // Each address gets a few messages a day at most: a fresh one per run and viewport.
    const email = `casey-${Date.now().toString(36)}@example.com`
    await page.goto('/price-check')
    const form = page.getByRole('form', { name: 'Check my price' })
    await expect(form).toBeVisible()
    // A first-time visitor: pages set no cookie (shared caches keep them), so the form fetches its XSRF cookie itself.
    expect(await page.context().cookies()).toEqual([])

    await form.getByRole('button', { name: 'Send my price check' }).click()
    await expect(form.getByRole('alert')).toHaveText(MESSAGE)

    await form.getByLabel('Name').fill(name)
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Zip code').fill('30301')
    const first = form.getByRole('group', { name: 'Hot tub 1 (required)' })
    await first.getByLabel('Brand').fill('Northstar Spas')
    // Choosing a brand offers that brand's models.
    const models = await first
      .getByLabel('Model')
      .evaluate((input) => [...((input as HTMLInputElement).list?.options ?? [])].map((option) => option.value))
    expect(models).toEqual(['Polaris 5', 'Polaris 6', 'Aurora 7'])
    await first.getByLabel('Model').fill('Polaris 6')
    // Tub two is left half-filled without a brand: it is not sent.
    await form.getByRole('group', { name: 'Hot tub 2 (optional)' }).getByLabel('Quoted price').fill('123')
    await form.getByRole('button', { name: 'Send my price check' }).click()
    await expect(form.getByRole('alert')).toHaveText(MESSAGE)
    await first.getByLabel('Quoted price').fill('$9,800')
    expect(await seriousA11yViolations(page)).toEqual([])
    await form.getByRole('button', { name: 'Send my price check' }).click()

    const done = page.locator('.price-check--done')
    await expect(done.getByRole('heading', { name: /your price check is on its way/ })).toBeVisible()
    await expect(done).toContainText('within 24-48 hours')
    await expect(done).toBeFocused()
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(['XSRF-TOKEN'])
    await expect
      .poll(() => receivedMail().some((mail) => mail.to.includes('staff@tubwise.example') && mail.raw.includes(name)), {
        timeout: 30_000,
      })
      .toBe(true)
    await expect
      .poll(() => receivedMail().some((mail) => mail.to.includes(email) && mail.raw.includes('price check')), {
        timeout: 30_000,
      })
      .toBe(true)
    // The buyer tools, from the confirmation.
    for (const [name, href] of [
      ['running-cost calculator', '/hot-tub-running-cost'],
      ['compare tool', '/compare-hot-tubs'],
      ['quote scorecard', '/hot-tub-quote-scorecard'],
    ]) {
      await expect(done.getByRole('link', { name })).toHaveAttribute('href', href!)
    }
    await done.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(problems).toEqual([])
  })

  test('keeps what a visitor typed before the form’s code arrived', async ({ page, problems }) => {
    // A slow phone: the page's scripts arrive only after the visitor has started typing.
    const scripts = await holdScripts(page)
    await page.goto('/price-check', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Check my price' })
    await form.getByLabel('Name').fill('Early Bird')
    await form.getByLabel('E-mail').fill('early-bird@example.com')

    scripts.release()
    await page.waitForLoadState('networkidle')
    // A keystroke once the form works re-renders it from its state: nothing typed earlier may go.
    await form.getByLabel('Zip code').pressSequentially('30301')
    await expect(form.getByLabel('Zip code')).toHaveValue('30301')
    await expect(form.getByLabel('Name')).toHaveValue('Early Bird')
    await expect(form.getByLabel('E-mail')).toHaveValue('early-bird@example.com')
    expect(problems).toEqual([])
  })
})
