import type { Page } from '@playwright/test'

import { describeOnDesktop, describeOnPhone, expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { staffToken } from '../../support/e2e/staffSession'
import { SPEC_ROUTES } from '../../support/e2e/routeTable'

/** Issue 13, point 5: the small untruths and rough edges a first-time reader trips over. */
const CANONICAL_PAGES = Object.keys(SPEC_ROUTES)

/** The `<link>` tags of a page's `<head>`, as attribute maps. */
const headLinks = (html: string) =>
  [...(html.split('</head>')[0] ?? '').matchAll(/<link\b([^>]*)>/g)].map((tag) =>
    Object.fromEntries(
      [...tag[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!, attribute[2]!]),
    ),
  )

describeOnDesktop('pages over HTTP', 'HTTP checks need one viewport', () => {
  test('every page advertises the RSS feed in its head', async ({ request, baseURL }) => {
    for (const path of [...CANONICAL_PAGES, '/content/all', '/search/jets', '/no-such-page', '/articles/999']) {
      const links = headLinks(await (await request.get(path)).text())
      const feeds = links.filter((link) => link.rel === 'alternate' && link.type === 'application/rss+xml')
      expect(feeds, path).toHaveLength(1)
      expect(new URL(feeds[0]!.href!, baseURL).pathname, path).toBe('/feed.xml')
      expect(feeds[0]!.title, path).toBe('TubWise articles and reviews')
    }
    expect((await request.get('/feed.xml')).headers()['content-type']).toContain('application/rss+xml')
  })

  test('alias redirects keep the query string', async ({ request, baseURL }) => {
    for (const [alias, canonical] of [
      ['/deals', '/guide'],
      ['/pbs', '/consult'],
      ['/reviews/1', '/brightwater-spas-review'],
    ]) {
      const response = await request.get(`${alias}?utm_source=x&utm_campaign=spring%20sale`, { maxRedirects: 0 })
      expect(response.status(), alias).toBe(308)
      const location = new URL(response.headers().location!, baseURL)
      expect(location.pathname, alias).toBe(canonical)
      // Next re-serialises the query (a space may come back as `+`): the same parameters either way.
      expect([...location.searchParams], alias).toEqual([
        ['utm_source', 'x'],
        ['utm_campaign', 'spring sale'],
      ])
    }
  })

  test('no sidebar card links to the page it is on', async ({ request }) => {
    for (const path of CANONICAL_PAGES) {
      const html = await (await request.get(path)).text()
      const sidebar = /<aside class="sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0]
      if (!sidebar) continue
      const hrefs = [...sidebar.matchAll(/href="([^"]+)"/g)].map((match) => match[1])
      expect(hrefs, path).not.toContain(path)
    }
    // The private buyers service keeps its three cards: the price check stands in for itself.
    const consult = /<aside class="sidebar"[\s\S]*?<\/aside>/.exec(await (await request.get('/consult')).text())![0]
    expect([...consult.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/newline',
      '/asktheexperts',
      '/price-check',
    ])
  })
})

describeOnDesktop('the value pick’s manufacturer button', 'no need to repeat per viewport', () => {
  test('shows only while staff have set an https address in the site settings', async ({ page, request }) => {
    const token = await staffToken(request)
    const save = (valueTubManufacturerUrl: string) =>
      request.post('/api/cms/globals/site-settings', {
        data: { valueTubManufacturerUrl },
        headers: { Authorization: `JWT ${token}` },
      })
    const buttonHref = async () =>
      /<a class="button" href="([^"]+)"[^>]*>Visit the manufacturer/.exec(
        await (await request.get('/newline')).text(),
      )?.[1] ?? null

    expect(await buttonHref()).toBeNull()
    expect((await save('http://www.maker.example/')).status()).toBe(400)
    try {
      expect((await save('https://www.maker.example/tubs')).status()).toBe(200)
      await expect.poll(buttonHref, { timeout: 15_000 }).toBe('https://www.maker.example/tubs')
      await page.goto('/newline')
      const button = page.getByRole('link', { name: /Visit the manufacturer/ })
      await expect(button).toHaveAttribute('target', '_blank')
      await expect(button).toHaveAttribute('rel', /noopener/)
    } finally {
      expect((await save('')).status()).toBe(200)
    }
    await expect.poll(buttonHref, { timeout: 15_000 }).toBeNull()
  })
})

/** The cards of the home page's content list, grouped into rows by where they sit on the screen. */
async function cardRows(page: Page): Promise<number[]> {
  const tops = await page
    .locator('.content-list__grid > li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
  const rows = new Map<number, number>()
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1)
  return [...rows.values()]
}

describeOnDesktop('the home page’s content list', 'the test sets its own widths', () => {
  test('fills whole rows at every width, first screen and after Load More', async ({ page, problems }) => {
    for (const [width, columns] of [
      [412, 1],
      [800, 2],
      [1100, 2],
      [1366, 4],
      [1920, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await expect(page.locator('.content-card')).toHaveCount(4)
      expect(await cardRows(page), `${width}px`).toEqual(Array(4 / columns).fill(columns))
      await page.getByRole('button', { name: 'Load More' }).click()
      await expect(page.locator('.content-card')).toHaveCount(8)
      expect(await cardRows(page), `${width}px after Load More`).toEqual(Array(8 / columns).fill(columns))
    }
    expect(problems).toEqual([])
  })
})

describeOnPhone('the price check page on a phone', 'the phone’s problem', () => {
  test('offers the form on the first screen: a jump link that lands on it', async ({ page, problems }) => {
    await page.goto('/price-check')
    const jump = page.getByRole('link', { name: 'Go to the price check form' })
    await expect(jump).toBeInViewport({ ratio: 1 })
    const form = page.getByRole('form', { name: 'Check my price' })
    await expect(form).not.toBeInViewport()
    await jump.click()
    await expect(page).toHaveURL(/#check-my-price$/)
    await expect(page.getByRole('heading', { name: 'Check my price' })).toBeInViewport()
    await expect(form.getByLabel('Name')).toBeInViewport()
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
})

describeOnDesktop('the ask-the-experts page', 'text checks need one viewport', () => {
  test('says what moderation does: staff read every question and may publish it before answering', async ({
    request,
  }) => {
    const html = await (await request.get('/asktheexperts')).text()
    expect(html).not.toMatch(/do not publish questions without answers/i)
    expect(html).toContain('Sometimes staff publish a question before we answer it')
  })
})
