import { expect, seriousA11yViolations, test } from './fixtures'
import { receivedMail } from './mailbox'

test.describe('the quote scorecard', () => {
  test('gives a first verdict as the buyer answers, with red flags, hidden costs and a dealer card', async ({
    page,
    problems,
  }) => {
    await page.goto('/')
    await page
      .getByRole('region', { name: 'Work it out yourself' })
      .getByRole('link', { name: 'Is this quote fair?' })
      .click()
    await expect(page).toHaveURL(/\/hot-tub-quote-scorecard$/)
    const form = page.getByRole('form', { name: 'The quote you were given' })
    const result = page.locator('.scorecard__result')
    await expect(result).toHaveText('Fill in the brand, the model and the price to score the quote.')

    // A model nobody else has asked about: no price position.
    const model = `Scorecard ${Date.now().toString(36)}`
    // The first verdict counts one use of the scorecard (the dashboard's Buyer tools panel).
    const countedUse = page.waitForRequest(
      (request) => request.url().endsWith('/api/tools/used') && request.postDataJSON()?.tool === 'scorecard',
    )
    await form.getByLabel('Brand').fill('Northstar Spas')
    await form.getByLabel('Model').fill(model)
    await form.getByLabel('Quoted price (dollars)').fill('9800')
    await expect(result.getByRole('heading', { level: 3 })).toHaveText('Need more information')
    await countedUse
    await expect(result).toContainText('Not enough data yet')
    await expect(result.getByRole('listitem').filter({ hasText: 'Electrical work' })).toContainText('$1,900 to $4,200')

    await form.getByLabel('Where is it being sold?').selectOption('show')
    await expect(result.getByRole('listitem').filter({ hasText: 'Sold at a home show or fair' })).toContainText(
      '16 CFR 429',
    )
    const card = result.getByRole('region', { name: 'Ask the dealer' })
    await expect(card).toContainText(`Northstar Spas ${model}, quoted $9,800`)
    await expect(card).toContainText('Give me the three-day cancellation form.')
    await expect(card.getByRole('button', { name: 'Print this card' })).toBeVisible()

    await form.getByLabel('Plumbing glued AND clamped').selectOption('no')
    await form.getByLabel('Full open-cell foam insulation').selectOption('no')
    await expect(result.getByRole('heading', { level: 3 })).toHaveText('Walk away')
    await expect(result).toContainText('It fails 2 of the five criteria')

    // Nonsense gets a plain message, never a NaN.
    await form.getByLabel('Quoted price (dollars)').fill('1000000000')
    await form.getByLabel('Quoted price (dollars)').blur()
    await expect(form.getByText('Quoted price must be between 500 and 100,000 dollars.')).toBeVisible()
    await expect(page.locator('.scorecard')).not.toContainText('NaN')
    await form.getByLabel('Quoted price (dollars)').fill('9800')
    expect(await seriousA11yViolations(page)).toEqual([])

    await expect(result.getByRole('link', { name: 'Send it as a free price check' })).toHaveAttribute(
      'href',
      new RegExp(`^/price-check\\?from=scorecard&brand=Northstar\\+Spas&model=Scorecard\\+\\w+&price=9800$`),
    )
    await expect(result.getByRole('link', { name: 'Hot tub evaluation, 9.95 USD' })).toHaveAttribute(
      'href',
      '/hot_tub_evaluation',
    )

    // The same tub, carried into the compare tool with the life its criteria give it.
    await result.getByRole('link', { name: 'Compare it with another tub' }).click()
    await expect(page).toHaveURL(/\/compare-hot-tubs\?n1=/)
    const first = page.getByRole('group', { name: `Northstar Spas ${model}` })
    await expect(first.getByLabel('Price (dollars)')).toHaveValue('9800')
    await expect(first.getByLabel('Expected life (years)')).toHaveValue('7')
    await page.goBack()
    await expect(result.getByRole('heading', { level: 3 })).toBeVisible()

    const email = `kim-${Date.now().toString(36)}@example.com`
    const emailForm = page.getByRole('form', { name: 'E-mail me this scorecard' })
    await emailForm.getByLabel('First name').fill('Kim')
    await emailForm.getByLabel('E-mail', { exact: true }).fill(email)
    await emailForm.getByLabel(/E-mail me this scorecard, and keep my name/).check()
    await emailForm.getByRole('button', { name: 'E-mail it to me' }).click()
    await expect(page.getByRole('status')).toContainText(`On its way to ${email}`)
    await expect
      .poll(() => receivedMail().some((mail) => mail.to.includes(email) && mail.raw.includes('Walk away')), {
        timeout: 30_000,
      })
      .toBe(true)

    // "Send it as a free price check": the form opens with this tub filled in.
    await result.getByRole('link', { name: 'Send it as a free price check' }).click()
    const tub = page.getByRole('group', { name: 'Hot tub 1 (required)' })
    await expect(tub.getByLabel('Brand')).toHaveValue('Northstar Spas')
    await expect(tub.getByLabel('Model')).toHaveValue(model)
    await expect(tub.getByLabel('Quoted price')).toHaveValue('9800')
    expect(problems).toEqual([])
  })
})
