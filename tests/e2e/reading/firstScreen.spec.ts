import { AFTER_FIRST_SCREEN_TYPE } from '../../../src/platform/next/sharedWithWebServer.mjs'
import { APP_MISSING_AFTER_MS, APP_MISSING_MESSAGE } from '../../../src/platform/webServer/frameworkAfterFirstScreen'
import { describeOnPhone, expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { blockScripts, holdScripts } from '../../support/e2e/heldScripts'

const ASYNC_BUILD_SCRIPT = /<script src="\/_next\/static\/[^"]+\.js" async=""/
describeOnPhone('the first screen comes before the framework', 'a phone is what this is for', () => {
  test(
    'an article paints its text and main image before any of its ' +
      'scripts is fetched, then starts its app without the reader acting',
    async ({ page, problems }) => {
      // Not `load`: the fixture's goto would act as a visitor, and here nobody does.
      await page.goto('/guide', { waitUntil: 'networkidle' })
      const { paints, firstScriptFetch } = await page.evaluate(async () => {
        const paints = await new Promise<{ tag: string; time: number }[]>((resolve) =>
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().map((entry) => ({
                tag: (entry as LargestContentfulPaint).element?.tagName ?? '',
                time: entry.startTime,
              })),
            ),
          ).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        )
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
        return { paints, firstScriptFetch: Math.min(...scripts.map((entry) => entry.startTime)) }
      })
      const image = paints.find((paint) => paint.tag === 'IMG')
      expect(image, 'the header image is the largest paint').toBeTruthy()
      expect(firstScriptFetch).toBeGreaterThan(image!.time)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated')
      expect(problems).toEqual([])
    },
  )

  test(
    'without its scripts a page still reads and navigates, ' +
      'its menu opens, and a button that needs the app says so',
    async ({ page, problems }) => {
      await blockScripts(page)
      await page.goto('/content/articles', { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Menu' }).tap()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await expect(menu).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()

      const loadMore = page.getByRole('button', { name: 'Load More' })
      const cards = await page.locator('.content-list__grid > li').count()
      await loadMore.tap()
      await expect(page.locator('.app-missing[role="alert"]')).toHaveText(APP_MISSING_MESSAGE)
      await expect(loadMore).toHaveAttribute('aria-busy', 'true')
      expect(await page.locator('.content-list__grid > li').count()).toBe(cards)
      expect(await seriousA11yViolations(page)).toEqual([])

      await page.getByRole('button', { name: 'Menu' }).tap()
      await menu.getByRole('link', { name: 'Buyers Guide' }).tap()
      await expect(page).toHaveURL(/\/guide$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
      // The failed scripts are the browser's own console errors, not the page's.
      expect(problems).toEqual([])
    },
  )

  test('a form sent before the app runs is sent by the app once it does, with what was typed', async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto('/price-check', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Check my price' })
    await form.getByLabel('Name').fill('Casey')
    // Enter presses the form's submit button (the browser's implicit submission), which waits.
    await form.getByLabel('Name').press('Enter')
    const send = form.getByRole('button', { name: 'Send my price check' })
    await expect(send).toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
    scripts.release()
    // The form's own check answers (the browser did not send it as a plain form), and kept the name.
    await expect(form.getByRole('alert')).toHaveText(
      'Please complete name, email and zip code along with the details of at least one hot tub.',
    )
    await expect(form.getByLabel('Name')).toHaveValue('Casey')
    await expect(send).not.toHaveAttribute('aria-busy')
    expect(new URL(page.url()).search).toBe('')
  })

  test('a press whose app is late is told so after 5 s, and answered once the app comes', async ({
    page,
    problems,
  }) => {
    const scripts = await holdScripts(page)
    await page.goto('/asktheexperts', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Ask a Question' }).tap()
    const missing = page.locator('.app-missing[role="alert"]')
    await expect(missing).toHaveText(APP_MISSING_MESSAGE, { timeout: APP_MISSING_AFTER_MS + 5000 })
    scripts.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated')
    await expect(missing).toHaveCount(0)
    // The press was kept: the question form opens, and React took the page without a mismatch.
    await expect(page.getByRole('textbox', { name: 'Your question' })).toBeVisible()
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

  test('public pages are sent with their scripts deferred; the admin and error pages as Next wrote them', async ({
    request,
  }) => {
    for (const path of ['/', '/guide', '/price-check', '/consult', '/search/jets', '/water-care', '/water-care/log']) {
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

describeOnPhone('a first visit', 'a phone is what this is for', () => {
  test(
    'loads a public page once, in the tab it came in; the ' +
      'admin and the pages of one person keep their own context',
    async ({ page, request }) => {
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
      for (const path of [
        '/eval/no-such-evaluation',
        '/infoRequest/no-such-lead',
        '/price-check/report/no-such-report',
        '/complete/no-such-order',
      ]) {
        expect((await request.get(path)).headers()['cross-origin-opener-policy'], path).toBe('same-origin')
      }
    },
  )
})
