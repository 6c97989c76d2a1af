import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'

test.describe('site search', () => {
  test('a term typed in the header lands on ranked results; a result opens its page', async ({ page, problems }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const box = page.getByPlaceholder('Search Term')
    await box.fill('clamped plumbing')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\/clamped%20plumbing$/)
    await expect(page).toHaveTitle('Search Results for "clamped plumbing" | TubWise')
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible()
    const first = page.locator('.content-card').first()
    await expect(first.locator('mark').first()).toBeVisible()
    await first.locator('a.content-card__link').click()
    await expect(page).toHaveURL(/\/clamped_plumbing_lines_in_hot_tubs$/)
    expect(problems).toEqual([])
  })

  test('results are in the server-rendered HTML, with typo tolerance', async ({ request }) => {
    const html = await (await request.get('/search/insullation')).text()
    expect(html).toContain('href="/insulation_systems"')
    expect(html).toContain('<title>Search Results for &quot;insullation&quot; | TubWise</title>')
  })

  test('no results and blank terms explain what to do next', async ({ page }) => {
    await page.goto('/search/qqqxxzzz')
    await expect(page.getByText('Nothing on the site matches')).toBeVisible()
    await expect(page.getByRole('link', { name: 'The Ultimate Hot Tub Buyers Guide' })).toHaveAttribute(
      'href',
      '/guide',
    )
    await expect(page.getByRole('link', { name: 'Ask the experts' }).last()).toHaveAttribute('href', '/asktheexperts')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.goto('/search/%20')
    await expect(page.getByText('Type a word or two')).toBeVisible()
  })
})
