import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { openToolFromHome } from '../../support/e2e/toolFromHome'

test.describe('the running-cost calculator', () => {
  test('is reached from home, works out a year as the visitor types, and refuses nonsense', async ({
    page,
    problems,
  }) => {
    await openToolFromHome(page, /cost to run/, /\/hot-tub-running-cost$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Will This Hot Tub Cost Me to Run?')

    const section = page.locator('.running-cost')
    const tool = page.getByRole('form', { name: 'Your tub, where it stands and how you use it' })
    const result = page.locator('.running-cost__result')
    await expect(result).toHaveText('Type your ZIP code or choose your state to see the year.')
    await tool.getByLabel('ZIP code').fill('55401')
    await expect(tool.getByLabel('State')).toHaveValue('MN')
    await expect(tool.getByLabel('Electricity price (cents per kWh)')).toHaveValue('14.73')
    // The price says its year and how to read a tiered or time-of-use tariff.
    await expect(tool.getByText('Minnesota’s 2023 average is 14.73¢.', { exact: false })).toBeVisible()
    await expect(tool.getByText(/type your top rate/)).toBeVisible()

    const band = result.getByRole('heading', { level: 3, name: /a year in Minnesota$/ })
    await expect(band).toBeVisible()
    // The climate is the nearest weather station's, named with its distance.
    await expect(result.locator('.running-cost__climate')).toHaveText(
      'Climate: Minneapolis–St. Paul International Airport, 7 miles away, NOAA 1991–2020 normals.',
    )
    await expect(result.locator('.running-cost__notice')).toContainText('worst case a legal tub can reach')
    await expect(result.locator('.running-cost__notice')).toContainText('roughly 70 to 100 % of their limit')
    await expect(result).toContainText('An hour of soaking, with 4.0 m² of water open to the air, takes about')
    await expect(result).toContainText(/\d+\.\d kWh in July and \d+\.\d kWh in January: your 52 hours a year come to/)
    await expect(
      result.getByRole('img', { name: /^Monthly cost, from \$\d+ in July to \$\d+ in January/ }),
    ).toBeVisible()
    const rows = result.getByRole('table', { name: 'Month by month' }).getByRole('row')
    await expect(rows).toHaveCount(13)
    await expect(rows.nth(1)).toContainText('January')
    const worstCase = await band.textContent()

    // The label's figure replaces the worst case, at once.
    await tool.getByLabel('I don’t know its certified standby power').uncheck()
    await tool.getByLabel('Standby power (watts)').fill('150')
    await expect(result.locator('.running-cost__notice')).toHaveCount(0)
    await expect(band).not.toHaveText(worstCase ?? '')

    // A swim spa starts from a swim-side temperature.
    await tool.getByLabel('Kind of spa').selectOption('exercise')
    await expect(tool.getByLabel('Set temperature (°F)')).toHaveValue('84')
    await tool.getByLabel('Kind of spa').selectOption('standard')

    // A heat pump costs less and says which COP it used and what is missing.
    const withElement = await band.textContent()
    await tool.getByLabel('Heater').selectOption('heatPump')
    await expect(band).not.toHaveText(withElement ?? '')
    await expect(result).toContainText(/we used a COP of \d\.\d in the coldest month/)
    await expect(result).toContainText('None measured on spa heat pumps was available to us')
    await tool.getByLabel('Heater').selectOption('element')

    // An inflatable spa with no label stands in its own limit, whatever its age.
    await tool.getByLabel('I don’t know its certified standby power').check()
    await tool.getByLabel('Kind of spa').selectOption('inflatable')
    await expect(tool.getByLabel('The tub was built before June 2019')).toHaveCount(0)
    await expect(result.locator('.running-cost__notice')).toContainText('the most a 400-gallon inflatable spa may draw')
    await tool.getByLabel('Kind of spa').selectOption('standard')
    await tool.getByLabel('I don’t know its certified standby power').uncheck()

    // Nonsense gets a plain message, never a NaN.
    await tool.getByLabel('Set temperature (°F)').fill('300')
    await tool.getByLabel('Fill volume').fill('-400')
    await tool.getByLabel('Fill volume').blur()
    await expect(result).toContainText('Set temperature must be between 50 and 104 °F.')
    await expect(tool.getByText(/^Enter fill volume as a number\./)).toBeVisible()
    await expect(section).not.toContainText('NaN')
    expect(await seriousA11yViolations(page)).toEqual([])

    await tool.getByLabel('Set temperature (°F)').fill('102')
    await tool.getByLabel('Fill volume').fill('400')
    await expect(band).toBeVisible()

    // Owner mode: a day with the heater off, standby only. 2.4443 Wh × 400 gal × 6 °F = 5.87 kWh in 24 h.
    const measure = page.getByRole('region', { name: 'Already own a tub? Measure its standby' })
    await expect(measure.getByLabel('Hours with the heater off')).toHaveValue('24')
    await measure.getByLabel('Temperature drop (°F)').fill('6')
    await expect(measure).toContainText('Standby only, no soaking: about 5.9 kWh a day')
    await expect(measure).toContainText('out by 25 to 50 % on a short test')
    await expect(page.locator('.running-cost__sources')).toContainText('2023')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test('works a Phoenix ZIP code from its station, not from Arizona’s mean', async ({ page, problems }) => {
    await page.goto('/hot-tub-running-cost')
    const tool = page.getByRole('form', { name: 'Your tub, where it stands and how you use it' })
    const result = page.locator('.running-cost__result')
    const climate = result.locator('.running-cost__climate')
    const estimate = result.locator('strong').first()
    await tool.getByLabel('I don’t know its certified standby power').uncheck()
    await tool.getByLabel('Standby power (watts)').fill('200')

    // A state and no ZIP code: the state's mean, and the page says so. 400 gal, 200 W, 102 °F, three
    // 20-minute soaks a week, three refills, 14.02¢: 2,677 kWh, $375 (worked in runningCostModel.test.ts).
    await tool.getByLabel('State').selectOption('AZ')
    await expect(climate).toHaveText(
      'Climate: Arizona’s average climate (NOAA’s statewide means), which can be far from your town’s: a ZIP ' +
        'code gives a nearer station.',
    )
    await expect(estimate).toHaveText('$375')
    await expect(result).toContainText('for 2,677 kWh')

    // Downtown Phoenix: Sky Harbor's normals, 1,831 kWh, $257.
    const asked = page.waitForResponse((response) => response.url().includes('/api/tools/climate?zip=85004'))
    await tool.getByLabel('ZIP code').fill('85004')
    expect((await asked).status()).toBe(200)
    await expect(climate).toHaveText('Climate: Phoenix Sky Harbor Airport, 4 miles away, NOAA 1991–2020 normals.')
    await expect(estimate).toHaveText('$257')
    await expect(result).toContainText('for 1,831 kWh')
    await expect(result.getByRole('table', { name: 'Month by month' }).getByRole('row').nth(7)).toContainText('95.0 °F')

    // Another state chosen after the ZIP code: that state's mean, and why.
    await tool.getByLabel('State').selectOption('CA')
    await expect(climate).toContainText('your ZIP code is in another state than the one you chose.')
    await tool.getByLabel('State').selectOption('AZ')
    await expect(estimate).toHaveText('$257')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test('is linked from the buyers guide and the articles that argue the point', async ({ page, problems }) => {
    for (const path of ['/guide', '/insulation_systems', '/how-much-should-i-pay-for-a-hot-tub']) {
      await page.goto(path)
      await expect(page.getByRole('link', { name: 'running-cost calculator' })).toHaveAttribute(
        'href',
        '/hot-tub-running-cost',
      )
    }
    expect(problems).toEqual([])
  })
})
