import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'

// Badly encoded URLs are not found (404), never a server error; `%25` is a real percent sign.
// A server error shows in the page's data as a numeric digest (a 404's digest is a name, not a number).
const ERROR_DIGEST = /digest\\?"\s*:\s*\\?"\d/
describeOnDesktop('odd URLs', 'no need to repeat per viewport', () => {
  test('an API path that cannot be decoded answers JSON 404', async ({ request }) => {
    const response = await request.get('/api/content/post/%E0%A4%A')
    expect(response.status()).toBe(404)
    expect(await response.json()).toEqual({ error: 'No such API endpoint.' })
  })

  // Found by the security scan (npm run scan): Next answered these with a bare 500, marked immutable.
  test('a write to a build file answers 405, not a server error', async ({ page, request }) => {
    await page.goto('/')
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
    expect(script).toBeTruthy()
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await request.fetch(script!, { method, data: 'x' })
      expect([method, response.status(), response.headers().allow, response.headers()['cache-control']]).toEqual([
        method,
        405,
        'GET, HEAD',
        'no-store',
      ])
    }
    expect((await request.get(script!)).status()).toBe(200)
  })

  test('a media file named `%` is not found', async ({ request }) => {
    const response = await request.get('/media/%25')
    expect(response.status()).toBe(404)
  })

  for (const path of ['/%25', '/guide/%E0%A4%A']) {
    test(`${path} shows the 404 page, without an error digest`, async ({ page, problems }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle('Page not found | TubWise')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('drained away')
      expect(await page.content()).not.toMatch(ERROR_DIGEST)
      expect(problems).toEqual([])
    })
  }

  test('/search/100%25 is a search for "100%", with its title and results', async ({ page, problems }) => {
    const response = await page.goto('/search/100%25')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Search Results for "100%" | TubWise')
    await expect(page.getByRole('status')).toContainText('“100%”')
    // "100" is in several seeded articles (call-out costs).
    expect(await page.locator('.content-card').count()).toBeGreaterThan(0)
    expect(await page.content()).not.toMatch(ERROR_DIGEST)
    expect(problems).toEqual([])
  })
})
