import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { openToolFromHome } from '../../support/e2e/toolFromHome'
import { emailMeThis } from '../../support/e2e/emailMe'
import { receivedMail } from '../../support/e2e/mailbox'

test.describe('the quote scorecard', () => {
  test('gives three verdict lines as the buyer answers, the loan, the right to cancel, costs, a dealer card', async ({
    page,
    problems,
  }) => {
    await openToolFromHome(page, 'Is this quote fair?', /\/hot-tub-quote-scorecard$/)
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

    // The build and the terms are said while the price cannot be placed.
    await expect(result.getByRole('listitem').filter({ hasText: 'Build:' })).toContainText('Need more information')
    await expect(result.getByRole('listitem').filter({ hasText: 'Terms:' })).toContainText('No red flags')
    await expect(result.getByRole('listitem').filter({ hasText: 'Price:' })).toContainText('Not enough data yet')
    // Nothing included: 9,800 + delivery 200 + electrical 1,900 + pad 500 (crane and permit at nothing) = 12,400;
    // 9,800 + 500 + crane 1,500 + 4,200 + 2,500 + permit 250 = 18,750.
    await expect(result).toContainText('Out the door: $12,400 to $18,750, the quoted price plus the ranges above')

    // A show sale: a note about the right to cancel, not a red flag.
    await form.getByLabel('Where is it being sold?').selectOption('show')
    const note = result.locator('.scorecard__note')
    await expect(note).toContainText('You can cancel within three business days')
    await expect(note).toContainText('Your state may add more.')
    await expect(note.getByRole('link', { name: 'FTC Cooling-Off Rule, 16 CFR Part 429' })).toHaveAttribute(
      'href',
      'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-429',
    )
    await expect(result.getByRole('heading', { name: 'Red flags' })).toHaveCount(0)

    // The finance offer: the payment and the interest as information, never a flag.
    await form.getByLabel('Amount financed (dollars)').fill('9800')
    // A loan needs its APR and months: the result says which field is missing, never a NaN.
    await expect(result).toHaveText('To score the quote: Enter the APR of the finance offer (0 to 40 %).')
    await form.getByLabel('APR (%)').fill('7.9')
    await form.getByLabel('Months', { exact: true }).fill('60')
    await expect(result).toContainText('Financed: $198.24 a month for 60 months, $11,894 in all.')
    await expect(result).toContainText('11.4 % in February 2026')
    await expect(result.getByRole('listitem').filter({ hasText: 'Terms:' })).toContainText('No red flags')
    const card = result.getByRole('region', { name: 'Ask the dealer' })
    await expect(card).toContainText(`Northstar Spas ${model}, quoted $9,800`)
    await expect(card).toContainText('Give me the three-day cancellation form.')
    await expect(card.getByRole('button', { name: 'Print this card' })).toBeVisible()

    await form.getByLabel('Plumbing glued AND clamped').selectOption('no')
    await form.getByLabel('Full open-cell foam insulation').selectOption('no')
    await expect(result.getByRole('heading', { level: 3 })).toHaveText('Walk away')
    await expect(result).toContainText('It fails 2 of the five criteria.')
    await expect(result).toContainText('In our judgement, a tub that fails two or more of the criteria tends to last')
    // Nothing on a phone scrolls sideways, with the longest result the scorecard shows.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

    // Nonsense gets a plain message, never a NaN.
    await form.getByLabel('Quoted price (dollars)').fill('1000000000')
    await form.getByLabel('Quoted price (dollars)').blur()
    await expect(form.getByText('Quoted price must be between 500 and 100,000 dollars.')).toBeVisible()
    await expect(page.locator('.scorecard')).not.toContainText('NaN')
    await form.getByLabel('Quoted price (dollars)').fill('9800')
    await form.getByLabel('APR (%)').fill('45')
    await form.getByLabel('APR (%)').blur()
    await expect(form.getByText('APR must be between 0 and 40 %.')).toBeVisible()
    await form.getByLabel('APR (%)').fill('7.9')
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
    await emailMeThis(page, 'scorecard', 'Kim', email)
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
