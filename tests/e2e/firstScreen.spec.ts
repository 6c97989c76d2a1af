import { expect, test } from './fixtures'

const ASYNC_BUILD_SCRIPT = /<script src="\/_next\/static\/[^"]+\.js" async=""/

test.describe('the first screen comes before the framework', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 900, 'a phone is what this is for')

  test('an article paints its text and main image before any of its scripts is fetched, then works', async ({ page, problems }) => {
    await page.goto('/guide')
    const { paints, firstScriptFetch } = await page.evaluate(async () => {
      const paints = await new Promise<{ tag: string; time: number }[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => ({ tag: (entry as LargestContentfulPaint).element?.tagName ?? '', time: entry.startTime })))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      )
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
      return { paints, firstScriptFetch: Math.min(...scripts.map((entry) => entry.startTime)) }
    })
    const image = paints.find((paint) => paint.tag === 'IMG')
    expect(image, 'the header image is the largest paint').toBeTruthy()
    expect(firstScriptFetch).toBeGreaterThan(image!.time)

    // Then the page works: the menu opens.
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(problems).toEqual([])
  })

  test('a listing loads its first card image at once and the others when near the screen', async ({ page }) => {
    await page.goto('/content/articles')
    const images = page.locator('.content-card__image')
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
  })

  test('links fetch the next page on intent, not because they are on screen', async ({ page }) => {
    const prefetches: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('_rsc=')) prefetches.push(request.url())
    })
    await page.goto('/')
    await page.waitForTimeout(1500)
    expect(prefetches, 'nothing fetched for links merely on screen').toEqual([])
    await page.locator('main a[href="/guide"]').first().focus()
    await expect.poll(() => prefetches.some((url) => new URL(url).pathname === '/guide')).toBe(true)
  })

  test('public pages are sent with their scripts deferred; the admin and error pages as Next wrote them', async ({ request }) => {
    for (const path of ['/', '/guide', '/price-check', '/consult', '/search/jets']) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toMatch(ASYNC_BUILD_SCRIPT)
      expect(html, path).not.toMatch(/<link[^>]* as="script"/)
      expect(html, path).toContain('<script type="text/tubwise-after-first-screen" data-src="/_next/static/chunks/')
    }
    const admin = await request.get('/admin/login')
    expect(await admin.text()).toMatch(ASYNC_BUILD_SCRIPT)
    const missing = await request.get('/no-such-page-here')
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toMatch(ASYNC_BUILD_SCRIPT)
  })
})
