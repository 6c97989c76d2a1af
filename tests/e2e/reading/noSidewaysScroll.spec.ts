import type { Page } from '@playwright/test'

import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'

/** The narrowest phone we promise a page for (BRIEF: no page scrolls sideways at 360 px). */
const PHONE = { width: 360, height: 740 }

test.use({ viewport: PHONE })

/**
 * Every element that sticks out of a `width` px phone at the sides, named, and the page's scroll
 * width. An element inside a box that scrolls or clips its own overflow (a wide table in its scroll
 * box) is that box's business, and so is a visually hidden label (clipped to a pixel). `width` is
 * given, not read: an emulated phone zooms out to fit a page wider than itself, and then
 * `window.innerWidth` grows with the page.
 */
function sidewaysOverflow(page: Page, width: number) {
  return page.evaluate((width) => {
    const clipsItsOwn = (element: Element) => {
      const style = getComputedStyle(element)
      return (
        element !== document.documentElement &&
        element !== document.body &&
        (style.overflowX !== 'visible' || style.clip.startsWith('rect') || style.clipPath !== 'none')
      )
    }
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : ''
      const classes = [...element.classList].map((each) => `.${each}`).join('')
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `${element.tagName.toLowerCase()}${id}${classes} "${text}"`
    }
    const past = (box: DOMRect) => box.right > width + 0.5 || box.left < -0.5
    const wider: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      // Nothing to see, or a field only bots reach (a pixel, far off to the left).
      if (box.width <= 1 || box.height <= 1 || !past(box)) continue
      let clipped = false
      for (let inside = element.parentElement; inside && !clipped; inside = inside.parentElement) {
        clipped = clipsItsOwn(inside)
      }
      // The outermost culprit only: its children stick out because it does.
      const parent = element.parentElement
      if (!clipped && !(parent && past(parent.getBoundingClientRect()))) {
        wider.push(`${name(element)}: ${Math.round(box.left)} to ${Math.round(box.right)} px`)
      }
    }
    return {
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      wider,
    }
  }, width)
}

/** The page as it is now fits the phone: no sideways scroll, no element past either edge. */
async function expectNoSidewaysScroll(page: Page, state: string) {
  const { innerWidth, scrollWidth, wider } = await sidewaysOverflow(page, PHONE.width)
  // The widths in the run's output: the report of a change quotes them.
  console.log(`${state}: ${scrollWidth} px wide (window ${innerWidth} px) on a ${PHONE.width} px phone`)
  expect.soft(wider, `${state}: elements past the edge of a ${PHONE.width} px phone`).toEqual([])
  expect.soft(Math.max(scrollWidth, innerWidth), `${state}: the page's width`).toBeLessThanOrEqual(PHONE.width)
}

/** One page of each template, and each page feature as it first shows. */
const TEMPLATES: [string, string][] = [
  ['the home page', '/'],
  ['an article', '/proprietaryparts'],
  ['a review', '/brightwater-spas-review'],
  ['a video page', '/hot_tub_shells'],
  ['a list page', '/content/articles'],
  ['the videos list', '/content/videos'],
  ['the buyers guide', '/guide'],
  ['the brands page', '/brands'],
  ['search results', '/search/foam'],
  ['the questions board', '/asktheexperts'],
  ['a shop product, with its tool card', '/enzyme_systems'],
  ['the value promotion', '/newline'],
  ['the price check page', '/price-check'],
  ['the buyers service', '/consult'],
  ['the buyers service checkout', '/consult?buy=pbs'],
  ['the evaluation offer', '/hot_tub_evaluation'],
  ['a completion page', '/complete/pbs'],
  ['the running-cost calculator', '/hot-tub-running-cost'],
  ['the quote scorecard', '/hot-tub-quote-scorecard'],
  ['the compare tool', '/compare-hot-tubs'],
  ['the water-care calculator', '/water-care'],
  [
    'the water-care calculator with a plan',
    '/water-care?gallons=400&sanitiser=bromine&sanitiserPpm=1&pH=8.1&totalAlkalinity=60&calciumHardness=90' +
      '&waterF=105&bathersPerDay=2',
  ],
  ['the care log', '/water-care/log'],
  ['the care reminders sign-up', '/water-care/reminders'],
  ['a page not found', '/no-such-page-anywhere'],
]

test.describe('a 360 px phone never scrolls sideways', () => {
  test.skip(({ isMobile }) => !isMobile, 'one phone project is enough: the viewport is set here')

  test('on every template', async ({ page, problems }) => {
    for (const [state, path] of TEMPLATES) {
      await page.goto(path)
      await expectNoSidewaysScroll(page, state)
    }
    expect(problems).toEqual([])
  })

  test('on the checkout pages', async ({ page, problems }) => {
    await page.goto('/consult?buy=pbs')
    const details = page.getByRole('form', { name: 'Your details' })
    await details.getByLabel('Name').fill('Jordan Lee-Featherstonehaugh')
    await details.getByLabel('Phone').fill('555 010 2345')
    await details.getByLabel('E-mail').fill(`a-rather-long-address-${Date.now().toString(36)}@example.com`)
    await details.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('form', { name: 'DEMO checkout: no money moves' })).toBeVisible()
    await expectNoSidewaysScroll(page, 'the demo checkout')

    await page.goto('/enzyme_systems')
    const shop = page.getByRole('region', { name: 'Order the Bramblewood Enzyme Clarifier' })
    const choose = shop.getByRole('form', { name: 'Choose a product' })
    await choose.getByLabel('Product').selectOption({ label: 'Bramblewood Enzyme Clarifier' })
    await choose.getByLabel('Size').selectOption({ label: '32 fl oz: 39.95 USD' })
    await choose.getByLabel('Quantity').fill('2')
    await choose.getByRole('button', { name: 'Add to order' }).click()
    await expect(shop.getByRole('region', { name: 'Your basket' })).toContainText('Items subtotal')
    await expectNoSidewaysScroll(page, 'the shop’s basket')
    expect(problems).toEqual([])
  })

  test('in the running-cost calculator, after a result and in owner mode', async ({ page, problems }) => {
    await page.goto('/hot-tub-running-cost')
    await page.getByLabel('ZIP code').fill('55401')
    await expect(page.locator('.running-cost__result').getByRole('table')).toBeVisible()
    await expectNoSidewaysScroll(page, 'running cost after a result')

    const measure = page.getByRole('region', { name: 'Already own a tub? Measure it' })
    await measure.getByLabel('Temperature drop (°F)').fill('4')
    await expect(measure).toContainText('kWh a day')
    await expectNoSidewaysScroll(page, 'running cost in owner mode')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test('in the quote scorecard, with long names, and its dealer card printed', async ({ page, problems }) => {
    await page.goto('/hot-tub-quote-scorecard')
    const form = page.getByRole('form', { name: 'The quote you were given' })
    await form.getByLabel('Brand').fill('Northstar Spas International Manufacturing Company of America')
    await form.getByLabel('Model').fill('PolarisSignatureDeluxeEightSeatLoungerLimitedEdition2026')
    await form.getByLabel('Quoted price (dollars)').fill('9800')
    const result = page.locator('.scorecard__result')
    await expect(result.getByRole('heading', { level: 3 })).toBeVisible()
    await expect(result.getByRole('region', { name: 'Ask the dealer' })).toBeVisible()
    await expectNoSidewaysScroll(page, 'scorecard after a result with long names')

    await page.emulateMedia({ media: 'print' })
    await expectNoSidewaysScroll(page, 'scorecard’s dealer card, printed')
    await page.emulateMedia({ media: 'screen' })
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test('with the certified-model picker’s matches open and a long model picked', async ({ page, problems }) => {
    // The list's answer with the longest names a listing could carry (ours: the layout is under test, not the list).
    const listing = (n: number) => ({
      id: String(n),
      brand: 'Northstar Spas International Manufacturing Company of America',
      model: `PolarisSignatureDeluxeEightSeatLoungerLimitedEdition${n}`,
      spaType: 'standard',
      fillVolumeGallons: 1345,
      standbyWatts: 1198,
      coverModel: 'ThermalLidPremiumTaperedFiveToThreeInchMarineVinyl',
      listedOn: null,
    })
    await page.route('**/api/tools/spa-models?*', (route) =>
      route.fulfill({ json: { models: [1, 2, 3].map(listing), listSize: 3, importedOn: null } }),
    )
    for (const [tool, path] of [
      ['running cost', '/hot-tub-running-cost'],
      ['scorecard', '/hot-tub-quote-scorecard'],
    ] as const) {
      await page.goto(path)
      await page.getByLabel('Find your tub in the CEC’s list (optional)').fill('northstar')
      await expect(page.getByText('3 models match.')).toBeVisible()
      await expectNoSidewaysScroll(page, `${tool} with the picker’s matches open`)
      await page.getByRole('button', { name: /PolarisSignatureDeluxeEightSeatLoungerLimitedEdition1/ }).click()
      await expect(page.locator('.model-picker__picked')).toBeVisible()
      await expectNoSidewaysScroll(page, `${tool} with a long model picked`)
    }
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test('in the compare tool, with three tubs with long names and a result', async ({ page, problems }) => {
    await page.goto('/compare-hot-tubs')
    const form = page.getByRole('form', { name: 'The tubs you are comparing' })
    await form.getByRole('button', { name: 'Add a third tub' }).click()
    const tubs = [
      { name: 'Northstar Spas Polaris Signature Collection 8-Seat Lounger', price: '12000', criteria: 'meets' },
      { name: 'ValueBarnWarehouseFamilyFunSixSeaterPlugAndPlayEdition2026', price: '6000', criteria: 'fails' },
      { name: 'Harbor Lane Hot Tubs Mid-Range Classic Seven-Seat Open Plan', price: '9000', criteria: 'meets' },
    ]
    for (const [index, tub] of tubs.entries()) {
      await form
        .getByRole('group', { name: `Tub ${index + 1}` })
        .getByLabel('Name')
        .fill(tub.name)
      const group = form.getByRole('group', { name: tub.name })
      await group.getByLabel('Price (dollars)').fill(tub.price)
      await group.getByLabel('Does it meet the five criteria of our buyers guide?').selectOption(tub.criteria)
      await group.getByLabel('Energy a year (dollars)').fill(String(400 + 50 * index))
    }
    const result = page.locator('.compare__result')
    await expect(result.getByRole('heading', { name: 'Per year of service' })).toBeVisible()
    await expectNoSidewaysScroll(page, 'compare with three tubs and a result')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
})
