import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { openToolFromHome } from '../../support/e2e/toolFromHome'
import { receivedMail } from '../../support/e2e/mailbox'

test.describe('the compare tool', () => {
  test('compares two tubs per year of service, as a link a partner can open', async ({ page, problems }) => {
    await openToolFromHome(page, /costs less per year/, /\/compare-hot-tubs$/)
    const form = page.getByRole('form', { name: 'The tubs you are comparing' })
    const result = page.locator('.compare__result')
    await expect(result).toHaveText('Give each tub a price and an expected life to compare them.')

    // The first comparison counts one use of the compare tool (the dashboard's Buyer tools panel).
    const countedUse = page.waitForRequest(
      (request) => request.url().endsWith('/api/tools/used') && request.postDataJSON()?.tool === 'compare',
    )
    const first = form.getByRole('group', { name: 'Tub 1' })
    await first.getByLabel('Name').fill('Polaris 6')
    await form.getByRole('group', { name: 'Polaris 6' }).getByLabel('Price (dollars)').fill('12000')
    const polaris = form.getByRole('group', { name: 'Polaris 6' })
    await polaris.getByLabel('Does it meet the five criteria of our buyers guide?').selectOption('meets')
    await expect(polaris.getByLabel('Expected life (years)')).toHaveValue('18')
    await polaris.getByLabel('Energy a year (dollars)').fill('400')

    const second = form.getByRole('group', { name: 'Tub 2' })
    await second.getByLabel('Name').fill('Family 6')
    const family = form.getByRole('group', { name: 'Family 6' })
    await family.getByLabel('Price (dollars)').fill('6000')
    await family.getByLabel('Does it meet the five criteria of our buyers guide?').selectOption('fails')
    await expect(family.getByLabel('Expected life (years)')).toHaveValue('7')
    await family.getByLabel('Energy a year (dollars)').fill('550')

    await expect(result.getByRole('heading', { name: 'Per year of service' })).toBeVisible()
    await countedUse
    await expect(result).toContainText(/Polaris 6: \$\d[\d,]* a year \(the lowest\)/)
    await expect(result).toContainText(/From year \d+, Polaris 6 has cost you no more than Family 6/)
    await expect(
      result.getByRole('table', { name: 'If Family 6 lasts longer' }).getByRole('row', { name: /^8 years/ }),
    ).toContainText(/\$[\d,]+\s*from year \d+/)
    await expect(result).toContainText('Not counted, for any tub')

    // A blank energy figure is said, and left out for both tubs, never $0 for one.
    await family.getByLabel('Energy a year (dollars)').fill('')
    const energyLeftOut = result.locator('.compare__notice', { hasText: 'energy' })
    await expect(energyLeftOut).toHaveText(
      'Family 6 has no figure for energy: the comparison leaves energy out for both tubs.',
    )
    await family.getByLabel('Energy a year (dollars)').fill('550')
    await expect(energyLeftOut).toHaveCount(0)
    // What nobody typed is said too: installation, chemicals and filters, covers.
    await expect(result.locator('.compare__notice')).toHaveText(
      'No tub has a figure for installation, chemicals and filters or new covers: left out for both tubs.',
    )
    await expect(
      result.getByRole('table', { name: 'Cost of ownership over each tub’s life' }).getByRole('row'),
    ).toHaveCount(3)
    await expect(result.getByRole('img')).toHaveAttribute('aria-label', /Polaris 6: \$[\d,]+ in all; Family 6/)

    // Nonsense gets a plain message, never a NaN.
    await family.getByLabel('Price (dollars)').fill('1000000000')
    await family.getByLabel('Price (dollars)').blur()
    await expect(family.getByText('Price must be between 100 and 200,000 dollars.')).toBeVisible()
    await expect(page.locator('.compare')).not.toContainText('NaN')
    expect(await seriousA11yViolations(page)).toEqual([])
    await family.getByLabel('Price (dollars)').fill('6000')

    // The address carries the comparison: a partner opening it sees the same figures.
    await expect(page).toHaveURL(/n1=Polaris\+6.*p2=6000/)
    const link = page.url()
    const partner = await page.context().newPage()
    await partner.goto(link)
    await expect(partner.locator('.compare__result')).toContainText(/From year \d+, Polaris 6 has cost you no more/)
    await expect(partner.getByRole('group', { name: 'Family 6' }).getByLabel('Expected life (years)')).toHaveValue('7')
    await expect(
      partner
        .getByRole('group', { name: 'Family 6' })
        .getByLabel('Does it meet the five criteria of our buyers guide?'),
    ).toHaveValue('fails')
    await partner.close()

    // "E-mail me this comparison": only with consent, then it arrives.
    const email = `robin-${Date.now().toString(36)}@example.com`
    const emailForm = page.getByRole('form', { name: 'E-mail me this comparison' })
    await emailForm.getByLabel('First name').fill('Robin')
    await emailForm.getByLabel('E-mail', { exact: true }).fill(email)
    await emailForm.getByRole('button', { name: 'E-mail it to me' }).click()
    await expect(emailForm.getByRole('alert')).toHaveText('Tick the box to let us e-mail you.')
    await emailForm.getByLabel(/E-mail me this comparison, and keep my name/).check()
    await emailForm.getByRole('button', { name: 'E-mail it to me' }).click()
    await expect(page.getByRole('status')).toContainText(`On its way to ${email}`)
    await expect
      .poll(() => receivedMail().some((mail) => mail.to.includes(email) && mail.raw.includes('a year of service')), {
        timeout: 30_000,
      })
      .toBe(true)
    expect(problems).toEqual([])
  })

  test('is linked from the buyers guide, the article on price per year and the running-cost result', async ({
    page,
    problems,
  }) => {
    for (const path of ['/guide', '/how-much-should-i-pay-for-a-hot-tub']) {
      await page.goto(path)
      await expect(page.getByRole('link', { name: 'compare tool' })).toHaveAttribute('href', '/compare-hot-tubs')
    }
    // The running cost is carried into the compare tool as the first tub's energy.
    await page.goto('/hot-tub-running-cost')
    await page.getByLabel('ZIP code').fill('30301')
    // The year is worked again once the nearest station answers: carry that one.
    const station = page.locator('.running-cost__climate')
    await expect(station).toHaveText(/^Climate: .+, NOAA 1991–2020 normals\.$/)
    const carried = page.locator('.running-cost__result').getByRole('link', { name: 'compare tool' })
    await expect(carried).toHaveAttribute('href', /^\/compare-hot-tubs\?e1=\d+$/)
    const energy = new URL(String(await carried.getAttribute('href')), 'http://x').searchParams.get('e1')
    await carried.click()
    const first = page.getByRole('group', { name: 'Tub 1' })
    await expect(first.getByLabel('Energy a year (dollars)')).toHaveValue(energy!)
    await first.getByLabel('Price (dollars)').fill('9800')
    await first.getByLabel('Does it meet the five criteria of our buyers guide?').selectOption('meets')

    // Then the second tub's own: there and back, the first tub as it was.
    await page.getByRole('group', { name: 'Tub 2' }).getByLabel('Name').fill('Family 6')
    await page.getByRole('link', { name: 'Work out Family 6’s energy' }).click()
    await expect(page).toHaveURL(/\/hot-tub-running-cost\?compare=.+&tub=2$/)
    await page.getByLabel('ZIP code').fill('85004')
    await expect(station).toHaveText(/^Climate: Phoenix Sky Harbor Airport, /)
    const back = page
      .locator('.running-cost__result')
      .getByRole('link', { name: /^Take \$[\d,]+ a year back to Family 6$/ })
    const second = new URL(String(await back.getAttribute('href')), 'http://x').searchParams.get('e2')
    await back.click()
    await expect(page.getByRole('group', { name: 'Family 6' }).getByLabel('Energy a year (dollars)')).toHaveValue(
      second!,
    )
    await expect(first.getByLabel('Energy a year (dollars)')).toHaveValue(energy!)
    await expect(first.getByLabel('Price (dollars)')).toHaveValue('9800')
    await expect(first.getByLabel('Does it meet the five criteria of our buyers guide?')).toHaveValue('meets')
    await expect(first.getByLabel('Expected life (years)')).toHaveValue('18')
    expect(problems).toEqual([])
  })
})
