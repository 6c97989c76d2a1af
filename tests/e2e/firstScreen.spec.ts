import { AFTER_FIRST_SCREEN_TYPE } from '../../src/server/sharedWithWebServer.mjs'
import { expect, test } from './fixtures'

const ASYNC_BUILD_SCRIPT = /<script src="\/_next\/static\/[^"]+\.js" async=""/

test.describe('the first screen comes before the framework', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 900, 'a phone is what this is for')

  test('an article paints its text and main image before any of its scripts is fetched, and runs none until the reader acts', async ({ page, problems }) => {
    // Not `load`: the fixture's goto would act as a visitor, and here nobody has yet.
    await page.goto('/guide', { waitUntil: 'networkidle' })
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

    // Fetched after the first screen, but not run: nothing has started the app.
    await page.waitForTimeout(500)
    expect(await page.locator('script[src^="/_next/static/"]:not([nomodule])').count()).toBe(0)
    expect(await page.locator('link[rel="prefetch"][href^="/_next/static/chunks/"]').count()).toBeGreaterThan(0)
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')

    // The reader's first tap starts it, and the tap is answered once it runs: the menu opens.
    await page.getByRole('button', { name: 'Menu' }).tap()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated')
    // Its scripts came from the cache the fetch after the first screen filled.
    const ran = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/chunks/') && (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    )
    expect(ran.length).toBeGreaterThan(0)
    expect(ran.every((bytes) => bytes === 0)).toBe(true)
    expect(problems).toEqual([])
  })

  test('a page whose address carries a query (a checkout, an order) starts its app without waiting for the reader', async ({ page }) => {
    await page.goto('/guide?from=a-link', { waitUntil: 'networkidle' })
    await expect(page.locator('html')).toHaveAttribute('data-hydrated')
  })

  test('a page showing the shop runs its app at once when this tab holds a basket, and only then', async ({ page }) => {
    await page.goto('/enzyme_systems', { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
    await page.evaluate(() => sessionStorage.setItem('tubwise-basket', JSON.stringify({ lines: [], checkingOut: false })))
    await page.reload({ waitUntil: 'networkidle' })
    await expect(page.locator('html')).toHaveAttribute('data-hydrated')
  })

  test('a form sent before the app runs is sent by the app once it does, with what was typed', async ({ page }) => {
    await page.goto('/price-check', { waitUntil: 'networkidle' })
    const form = page.getByRole('form', { name: 'Check my price' })
    // Filling a field is no touch or key: the app has not started.
    await form.getByLabel('Name').fill('Casey')
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
    await form.getByLabel('Name').press('Enter')
    // The form's own check answers (the browser did not send it as a plain form), and kept the name.
    await expect(form.getByRole('alert')).toHaveText('Please complete name, email and zip code along with the details of at least one hot tub.')
    await expect(form.getByLabel('Name')).toHaveValue('Casey')
    expect(new URL(page.url()).search).toBe('')
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
      expect(html, path).toContain(`<script type="${AFTER_FIRST_SCREEN_TYPE}" data-src="/_next/static/chunks/`)
    }
    const admin = await request.get('/admin/login')
    expect(await admin.text()).toMatch(ASYNC_BUILD_SCRIPT)
    const missing = await request.get('/no-such-page-here')
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toMatch(ASYNC_BUILD_SCRIPT)
  })
})

test.describe('a first visit', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 900, 'a phone is what this is for')

  test('loads a public page once, in the tab it came in; the admin and the pages of one person keep their own context', async ({ page, request }) => {
    const loads: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(request.url())
    })
    await page.goto('/guide', { waitUntil: 'networkidle' })
    // Asked for a client hint it had not sent (`Critical-CH`), the browser loaded the page twice.
    expect(loads.filter((url) => new URL(url).pathname === '/guide')).toHaveLength(1)

    const guide = (await request.get('/guide')).headers()
    expect(guide['critical-ch']).toBeUndefined()
    expect(guide['cross-origin-opener-policy']).toBeUndefined()
    expect(guide['content-security-policy']).toContain("frame-ancestors 'none'")
    const admin = (await request.get('/admin/login')).headers()
    expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(admin['cross-origin-opener-policy']).toBe('same-origin')
    for (const path of ['/eval/no-such-evaluation', '/infoRequest/no-such-lead', '/price-check/report/no-such-report', '/complete/no-such-order']) {
      expect((await request.get(path)).headers()['cross-origin-opener-policy'], path).toBe('same-origin')
    }
  })
})
