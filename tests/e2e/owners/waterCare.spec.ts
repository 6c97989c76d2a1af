import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'

/** The narrowest phone we promise a page for. */
const PHONE_WIDTH = 360

test.describe('the water-care calculator', () => {
  test.skip(({ isMobile }) => !isMobile, 'an owner with a test strip is on a phone')
  test.use({ viewport: { width: PHONE_WIDTH, height: 740 } })

  test('is reached from home, gives the plan as the owner types, and refuses nonsense', async ({ page, problems }) => {
    await page.goto('/')
    await page
      .getByRole('region', { name: 'Work it out yourself' })
      .getByRole('link', { name: 'What do I add, and how much?' })
      .click()
    await expect(page).toHaveURL(/\/water-care$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What do I add, and how much?')
    const corner = page.getByRole('navigation', { name: 'Owner’s corner' })
    await expect(corner.getByRole('link', { name: 'Care log' })).toHaveAttribute('href', '/water-care/log')
    await expect(corner.getByRole('link', { name: 'Care reminders' })).toHaveAttribute('href', '/water-care/reminders')
    await expect(page.getByText(/leaves out biguanide \(PHMB\), salt chlorine generators/)).toBeVisible()

    const form = page.getByRole('form', { name: 'Your tub and your test readings' })
    const result = page.getByRole('region', { name: 'Your plan' })
    await expect(result).toContainText('your plan shows here')
    await form.getByLabel('Fill volume').fill('400')
    await form.getByLabel('Bathers per day').fill('2')
    await form.getByLabel('Free chlorine or bromine').fill('0.5')
    await form.getByLabel('pH', { exact: true }).fill('7.5')
    await form.getByLabel('Total alkalinity').fill('100')
    await form.getByLabel('Calcium hardness').fill('175')
    await form.getByLabel('Water temperature').fill('102')

    // Worked in tests/unit/watercare/words.test.ts: 2.75 ppm of chlorine in 400 gal is 7.4 g of dichlor.
    const steps = result.locator('.water-care__step')
    await expect(steps).toHaveCount(1)
    await expect(steps.first()).toContainText(
      'Chlorine last: add 7.4 g (0.3 oz, about 1½ level teaspoons) of sodium dichlor.',
    )
    await expect(steps.first()).toContainText('wait 20 minutes')
    await expect(steps.first().getByRole('link', { name: /Leisure Time Spa 56/ })).toBeVisible()
    await expect(result.locator('.water-care__index')).toHaveText(/^Balanced \(CSI [−+]?\d\.\d\d\): /)
    await expect(result).toContainText('Every 66 days: 400 gallons ÷ 3 ÷ 2 bathers a day.')
    await expect(result.getByRole('heading', { name: 'What the water should read' })).toBeVisible()
    await expect(result.getByText('1.5–5 ppm')).toBeVisible()

    // Enzymes and clarifiers stand apart, labelled optional, with our shop's enzyme beside the generic name.
    const optional = result.getByRole('complementary', { name: 'Optional: enzymes and clarifiers' })
    await expect(optional).toContainText('Neither one sanitises')
    await expect(optional.getByRole('link', { name: /Bramblewood Enzyme Clarifier/ })).toHaveAttribute(
      'href',
      '/enzyme_systems#order',
    )
    await expect(optional.locator('.water-care__shop').first()).toContainText('Our shop:')
    // No product matched for dichlor: the generic name alone.
    await expect(steps.first().locator('.water-care__shop')).toHaveCount(0)

    // Sources and the missing figures are on the page.
    const sources = page.getByRole('region', { name: 'Where the figures come from, and what is missing' })
    await expect(sources).toContainText('Soda ash purity')
    await expect(sources).toContainText('Bromide bank')
    await expect(sources.getByRole('link', { name: /Plummer & Busenberg/ }).first()).toBeVisible()

    // pH 20: the field and its range are named, and no plan shows.
    await form.getByLabel('pH', { exact: true }).fill('20')
    await form.getByRole('button', { name: 'Show my plan' }).click()
    await expect(form.getByText('pH must be between 6 and 9.')).toBeVisible()
    await expect(result.getByRole('alert')).toContainText('pH must be between 6 and 9.')
    await expect(steps).toHaveCount(0)
    await expect(page.locator('body')).not.toContainText('NaN')
    expect(await seriousA11yViolations(page)).toEqual([])

    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(PHONE_WIDTH)
    expect(problems).toEqual([])
  })

  test('answers its address without the app: the GET form’s plan is in the server’s HTML', async ({ request }) => {
    const query = new URLSearchParams({
      gallons: '400',
      sanitiser: 'chlorine',
      sanitiserPpm: '3',
      pH: '8.0',
      totalAlkalinity: '100',
      calciumHardness: '175',
      waterF: '102',
      bathersPerDay: '2',
    })
    const html = await (await request.get(`/water-care?${query}`)).text()
    expect(html).toContain('Lower the pH: add')
    expect(html).toContain('of sodium bisulfate.')
    const refused = await (
      await request.get(`/water-care?${query.toString().replace('gallons=400', 'gallons=0')}`)
    ).text()
    expect(refused).toContain('Fill volume must be between 50 and 5,000 gallons.')
    expect(refused).not.toContain('NaN')

    // The text as read, without React's markers between the parts of a sentence.
    const textOf = async (address: string) => (await (await request.get(address)).text()).replaceAll('<!-- -->', '')
    // Filled 1 August 2026: drain by 6 October 2026 (66 days, worked in tests/unit/watercare/words.test.ts), past.
    expect(await textOf(`/water-care?${query}&lastFilledOn=2026-08-01`)).toContain(
      'Filled on August 1, 2026, so it was due by October 6, 2026: overdue. Drain and refill now.',
    )
    const future = await textOf(`/water-care?${query}&lastFilledOn=2999-01-01`)
    expect(future).toContain('Last filled on must be a day between January 1, 2000 and today.')
    expect(future).not.toMatch(/NaN|Invalid Date/)
  })

  test('is linked from the guide, a water-care article and the shop', async ({ page }) => {
    for (const path of ['/guide', '/hot_tub_water_chemistry', '/enzyme_systems']) {
      await page.goto(path)
      await expect(page.locator('main a[href="/water-care"]').first(), path).toBeVisible()
    }
    // The article's link is its "Tool for this article" card, not a sentence staff could edit away.
    await page.goto('/hot_tub_water_chemistry')
    const card = page.getByRole('complementary', { name: 'Tool for this article' })
    await expect(card.getByRole('link', { name: 'What do I add, and how much?' })).toHaveAttribute(
      'href',
      '/water-care',
    )
    await expect(page.locator('.prose a[href="/water-care"]')).toHaveCount(0)
  })
})
