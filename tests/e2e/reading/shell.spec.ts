import { describeOnPhone, expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { blockScripts } from '../../support/e2e/heldScripts'

const LINKS = [
  ['Home', '/'],
  ['Buyers Guide', '/guide'],
  ['Articles', '/content/articles'],
  ['Reviews', '/content/reviews'],
  ['Videos', '/content/videos'],
  ['About', '/aboutus'],
] as const

const isPhone = (name: string) => name === 'phone'

test.describe('the application shell', () => {
  test('shows the logo, the links and the footer, server-rendered', async ({ page, problems }, info) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/TubWise/)
    expect(problems).toEqual([])

    const header = page.locator('header.site-header')
    await expect(header.getByRole('link', { name: 'TubWise home' })).toBeVisible()

    const nav = isPhone(info.project.name) ? null : page.getByRole('navigation', { name: 'Main', exact: true })
    if (nav) {
      for (const [label, href] of LINKS)
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    } else {
      await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden()
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible()
    }

    const footer = page.locator('footer')
    await expect(footer).toContainText('TubWise')
    await expect(footer).toContainText('© 2024 TubWise')

    // The header and footer are in the HTML the server sent, not added by scripts.
    const html = await (await page.request.get('/')).text()
    expect(html).toContain('Skip to content')
    expect(html).toContain('© <!-- -->2024')
    for (const [, href] of LINKS) expect(html).toContain(`href="${href}"`)
    // The search box is a plain GET form, there before any script runs.
    const searchForm = html.match(/<form[^>]* role="search"[^>]*>/)?.[0]
    expect(searchForm).toContain('action="/search"')
    expect(searchForm).toContain('method="get"')
  })

  test('without the page’s scripts the search box opens and its term lands on the results', async ({
    page,
    problems,
  }) => {
    await blockScripts(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const box = page.getByPlaceholder('Search Term')
    await expect(box).toBeFocused()
    await box.fill('clamped plumbing')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\/clamped%20plumbing$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
    expect(problems).toEqual([])
  })

  test('the search icon opens a box; Enter goes to /search/{term} and closes it', async ({ page, problems }) => {
    await page.goto('/')
    const box = page.getByPlaceholder('Search Term')
    await expect(box).toBeHidden()
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(box).toBeVisible()
    await expect(box).toBeFocused()
    await box.fill('salt water & jets')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\/salt%20water%20%26%20jets$/)
    await expect(page.getByPlaceholder('Search Term')).toBeHidden()
    expect(problems).toEqual([])
  })

  test('Escape closes the search box and returns focus to the icon', async ({ page }) => {
    await page.goto('/')
    const icon = page.getByRole('button', { name: 'Search', exact: true })
    await icon.click()
    await page.keyboard.press('Escape')
    await expect(page.getByPlaceholder('Search Term')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused()
  })

  test('the skip link is the first stop for the keyboard and jumps to the content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main')).toBeFocused()
  })

  test('nothing overflows sideways down to 320 px wide', async ({ page }) => {
    for (const width of [320, 375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0)
    }
  })

  test('axe finds no serious accessibility problem on the home and 404 pages', async ({ page }) => {
    await page.goto('/')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.goto('/no-such-page-here')
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})

describeOnPhone('the side panel on small screens', 'the side panel is for small screens', () => {
  test('opens with the same links; choosing one closes it', async ({ page, problems }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const panel = page.getByRole('dialog', { name: 'Menu' })
    await expect(panel).toBeVisible()
    for (const [label, href] of LINKS)
      await expect(panel.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    await panel.getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/aboutus$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    expect(problems).toEqual([])
  })

  test('Escape closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Menu' })
    await button.click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('not found', () => {
  test('an unknown path answers 404 with a real page in the site frame', async ({ page, problems }) => {
    const response = await page.goto('/this/path/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page not found | TubWise')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('drained away')
    await expect(page.locator('footer')).toContainText('© 2024 TubWise')
    await expect(page.getByRole('link', { name: 'The Ultimate Hot Tub Buyers Guide' })).toHaveAttribute(
      'href',
      '/guide',
    )
    expect(problems).toEqual([])
  })
})
