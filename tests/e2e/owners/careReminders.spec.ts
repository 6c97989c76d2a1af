import { formatLongDate } from '../../../src/site/dates'
import { describeOnPhone, expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { decodedMail, receivedMail } from '../../support/e2e/mailbox'

/** The link labelled `label` in the newest message to `email` that has one. */
async function mailedLink(email: string, label: string): Promise<URL> {
  let link = ''
  await expect
    .poll(
      () => {
        const texts = receivedMail()
          .filter((each) => each.to.includes(email))
          .map((each) => decodedMail(each.raw))
        link = texts.map((text) => new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? '').find(Boolean) ?? ''
        return link
      },
      { timeout: 20_000 },
    )
    .toContain('token=')
  return new URL(link)
}

describeOnPhone('care reminders by e-mail: sign up, confirm, manage, stop', 'an owner on a phone', () => {
  test('one confirmation mail; the link confirms only on the press; the manage page stops them', async ({
    page,
    problems,
  }) => {
    await page.goto('/water-care/reminders')
    await expect(page.getByRole('heading', { name: 'Care reminders by e-mail' })).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(noSideways).toBe(true)

    const email = `owner-${Date.now().toString(36)}@example.com`
    const form = page.getByRole('form', { name: 'Sign up' })
    // Nonsense first: the field and its range, nothing sent.
    await form.getByLabel('E-mail', { exact: true }).fill(email)
    await form.getByLabel('Fill volume (US gallons)').fill('0')
    await form.getByLabel('Bathers per day').fill('2')
    await form.getByRole('button', { name: 'Send me the confirmation' }).click()
    await expect(form.getByText('Fill volume must be between 50 and 5,000 gallons.')).toBeVisible()
    await form.getByLabel('Fill volume (US gallons)').fill('400')
    // Filled 10 days ago: the drain (400 ÷ 3 ÷ 2 = 66 days) is due 56 days from today.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    await form.getByLabel('Last filled on (optional)').fill(day(-10))
    await form.getByLabel('autumn cover check').uncheck()
    await form.getByRole('button', { name: 'Send me the confirmation' }).click()
    await expect(page.getByRole('status')).toContainText('a confirmation e-mail is on its way')

    const confirmUrl = await mailedLink(email, 'Confirm my reminders')
    expect(confirmUrl.pathname).toBe('/water-care/reminders/confirm')
    expect(receivedMail().filter((each) => each.to.includes(email))).toHaveLength(1)
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`)
    await expect(page.getByRole('heading', { name: 'Confirm your care reminders' })).toBeVisible()
    // Opened twice (a mail scanner, then the owner): nothing but the one mail until the press.
    await page.reload()
    expect(receivedMail().filter((each) => each.to.includes(email))).toHaveLength(1)
    await page.getByRole('button', { name: 'Confirm my reminders' }).click()
    await expect(page.getByRole('status')).toContainText('your reminders have started')
    expect(await seriousA11yViolations(page)).toEqual([])

    const manageUrl = await mailedLink(email, 'Manage my reminders')
    const started = receivedMail().find(
      (each) => each.to.includes(email) && /Manage my reminders/.test(decodedMail(each.raw)),
    )
    // The headers as sent (not quoted-printable), unfolded as RFC 5322 says (the line break goes, the space stays).
    expect(started!.raw.replace(/\r?\n(?=[ \t])/g, '')).toMatch(
      /^List-Unsubscribe: <https?:\/\/\S+\/api\/one-click\/care-reminders\?token=/m,
    )
    expect(started!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    expect(decodedMail(started!.raw)).toContain(`drain and refill: ${formatLongDate(`${day(56)}T00:00:00Z`)}`)

    await page.goto(`${manageUrl.pathname}${manageUrl.search}`)
    await expect(page.getByRole('heading', { name: 'Your care reminders' })).toBeVisible()
    await expect(page.getByLabel('Fill volume (US gallons)')).toHaveValue('400')
    await expect(page.getByLabel('Last filled on (optional)')).toHaveValue(day(-10))
    await expect(page.getByLabel('autumn cover check')).not.toBeChecked()
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Stop my reminders' }).click()
    await expect(page.getByRole('status')).toContainText('we send you no more reminders')
    await page.reload()
    await expect(page.getByText('Your reminders are stopped.')).toBeVisible()
    expect(problems).toEqual([])
  })
})
