import { describeOnPhone, expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { emailMeThis } from '../../support/e2e/emailMe'
import { decodedMail, receivedMail } from '../../support/e2e/mailbox'

const CONFIRMED_ONCE = 'a visitor on a phone; the address is confirmed once'

describeOnPhone('a tool’s "e-mail me": the address confirmed by its owner', CONFIRMED_ONCE, () => {
  test('the e-mail carries a link; opening it confirms nothing until the button is pressed', async ({
    page,
    problems,
  }) => {
    await page.goto('/compare-hot-tubs')
    const form = page.getByRole('form', { name: 'The tubs you are comparing' })
    await form.getByRole('group', { name: 'Tub 1' }).getByLabel('Price (dollars)').fill('12000')
    await form.getByRole('group', { name: 'Tub 1' }).getByLabel('Expected life (years)').fill('18')
    await form.getByRole('group', { name: 'Tub 2' }).getByLabel('Price (dollars)').fill('6000')
    await form.getByRole('group', { name: 'Tub 2' }).getByLabel('Expected life (years)').fill('7')

    const email = `optin-${Date.now().toString(36)}@example.com`
    await emailMeThis(page, 'comparison', 'Robin', email)

    let link = ''
    await expect
      .poll(
        () => {
          const mail = receivedMail().find((each) => each.to.includes(email))
          link = mail ? (/Confirm my address: (\S+)/.exec(decodedMail(mail.raw))?.[1] ?? '') : ''
          return link
        },
        { timeout: 15_000 },
      )
      .toContain('/confirm-email?token=')

    const confirmUrl = new URL(link)
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`)
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    // Opened twice (a mail scanner, then the owner): still unconfirmed until the press.
    await page.reload()
    await page.getByRole('button', { name: 'Confirm my address' }).click()
    await expect(page.getByRole('status')).toContainText('your address is confirmed')
    expect(await seriousA11yViolations(page)).toEqual([])

    // A changed link says so, with no button.
    await page.goto(`/confirm-email?token=${encodeURIComponent(`1${confirmUrl.searchParams.get('token')}`)}`)
    await expect(page.getByText(/This confirmation link is not one we sent/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Confirm my address' })).toHaveCount(0)
    expect(problems).toEqual([])
  })
})
