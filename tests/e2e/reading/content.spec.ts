import { E2E_ADMIN } from '../../../playwright.config'
import { expect, seriousA11yViolations, test } from '../../support/e2e/fixtures'
import { logInToAdmin, staffAuth } from '../../support/e2e/staffSession'
import { SPEC_ROUTES, SPEC_SIDEBARS, SPEC_TITLES, VIDEO_PAGES } from '../../support/e2e/routeTable'

const desktopOnly = (width = 0) => width < 900

test.describe('the route table', () => {
  test.skip(({ viewport }) => desktopOnly(viewport?.width), 'HTTP checks need one viewport')

  test('every path of the spec answers its page, or a permanent redirect to it', async ({ request, baseURL }) => {
    for (const [canonical, aliases] of Object.entries(SPEC_ROUTES)) {
      const page = await request.get(canonical, { maxRedirects: 0 })
      expect(page.status(), canonical).toBe(200)
      const link = /<link rel="canonical" href="([^"]+)"/.exec(await page.text())?.[1]
      expect(link && new URL(link).pathname, `${canonical} canonical link`).toBe(canonical)
      for (const alias of aliases) {
        const redirect = await request.get(`/${alias}`, { maxRedirects: 0 })
        expect([301, 308], `/${alias}`).toContain(redirect.status())
        expect(new URL(redirect.headers().location!, baseURL).pathname, `/${alias}`).toBe(canonical)
      }
    }
  })

  test('unknown paths get the 404 page', async ({ request }) => {
    for (const path of ['/no-such-page', '/articles/999', '/content/podcasts', '/reviews/1/extra']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      expect(await response.text()).toContain('Page not found')
    }
  })

  test('the sitemap lists every canonical page, indexable, and no alias; robots and the feed exist', async ({
    request,
  }) => {
    test.slow() // every listed page is fetched once
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    // The completion pages are canonical but unlisted (noindex): reached only after a purchase.
    for (const canonical of Object.keys(SPEC_ROUTES).filter((path) => !path.startsWith('/complete/')))
      expect(listed, canonical).toContain(canonical)
    expect(listed.filter((path) => path.startsWith('/complete/'))).toEqual([])
    const aliases = Object.values(SPEC_ROUTES)
      .flat()
      .map((alias) => `/${alias}`)
    expect(listed.filter((path) => aliases.includes(path))).toEqual([])
    // The pages that are routes of their own, not posts: the owner's corner.
    for (const page of ['/water-care', '/water-care/log', '/water-care/reminders']) expect(listed, page).toContain(page)
    // Every listed page is one a search engine may index, under the address the sitemap gives.
    for (const path of listed) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, `${path} noindex`).not.toMatch(/<meta name="robots" content="[^"]*noindex/)
      const link = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      expect(link && new URL(link).pathname, `${path} canonical link`).toBe(path)
    }

    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
    expect(robots).toContain('Disallow: /admin')

    const feed = await request.get('/feed.xml')
    expect(feed.headers()['content-type']).toContain('application/rss+xml')
    const rss = await feed.text()
    expect(rss).toContain('<title>The Ultimate Hot Tub Buyers Guide</title>')
    expect(rss).not.toContain('/hot_tub_shells<')
  })
})

test.describe('article, review and video pages', () => {
  test('use the exact titles the spec gives and the sidebar counts it asks for', async ({ page, problems }) => {
    for (const [path, title] of Object.entries(SPEC_TITLES)) {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
    }
    for (const [path, count] of Object.entries(SPEC_SIDEBARS)) {
      await page.goto(path)
      const sidebar = page.getByRole('complementary', { name: 'Popular' })
      await expect(sidebar.getByRole('listitem')).toHaveCount(count)
      // The promotion leads, except on the promotion itself: no card links to the page it is on.
      await expect(sidebar.getByRole('link').first()).toHaveAttribute(
        'href',
        path === '/newline' ? '/asktheexperts' : '/newline',
      )
    }
    expect(problems).toEqual([])
  })

  test('the buyers guide has the full template, server-rendered, with structured data', async ({
    page,
    request,
    problems,
  }) => {
    const html = await (await request.get('/guide')).text()
    expect(html).toMatch(/<h1[^>]*>The Ultimate Hot Tub Buyers Guide<\/h1>/)
    expect(html).toContain('"@type":"Article"')
    expect(html).toContain('"@type":"BreadcrumbList"')
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\.webp"/)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')

    await page.goto('/guide')
    const header = page.locator('article img.article__image')
    await expect(header).toHaveAttribute('srcset', /480w.*800w.*1200w/)
    await expect(header).toHaveAttribute('width', '1600')
    await expect(page.locator('.article').getByRole('link', { name: 'Articles', exact: true })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test('a brand review carries its Reviews badge and Review structured data', async ({ page, request }) => {
    const html = await (await request.get('/brightwater-spas-review')).text()
    expect(html).toContain('"@type":"Review"')
    await page.goto('/reviews/1')
    await expect(page).toHaveURL(/\/brightwater-spas-review$/)
    await expect(page.locator('.article .tag-badge')).toHaveText('Reviews')
  })

  test(
    'the value promotion is its text until staff give it a ' +
      'video; no manufacturer button until staff set its address',
    async ({ page }) => {
      await page.goto('/newline')
      await expect(page.locator('.article .tag-badge')).toHaveText('Reviews')
      // videos.spec.ts gives pages a video; the seeded promotion has none and promises none.
      await expect(page.locator('.video-frame')).toHaveCount(0)
      // polish.spec.ts sets the address and sees the button appear.
      await expect(page.getByRole('link', { name: /Visit the manufacturer/ })).toHaveCount(0)
    },
  )

  test('generic video pages show title, leader and their text, and load nothing from a video host', async ({
    page,
    problems,
  }) => {
    const hostRequests: string[] = []
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) hostRequests.push(request.url())
    })
    for (const path of VIDEO_PAGES) {
      await page.goto(path)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.locator('.article__leader')).not.toBeEmpty()
      await expect(page.locator('.article .prose')).toBeVisible()
      await expect(page.getByRole('complementary', { name: 'Popular' }).getByRole('listitem')).toHaveCount(2)
    }
    expect(hostRequests).toEqual([])
    expect(problems).toEqual([])
  })
})

test.describe('content lists', () => {
  test('home shows the five service cards, then 4 cards; Load More reveals 4 at a time across API pages', async ({
    page,
    request,
    problems,
  }) => {
    const total = await (async () => {
      let count = 0
      for (let pageNum = 1; ; pageNum++) {
        const body = (await (await request.get(`/api/content/posts?postType=all&pageNum=${pageNum}`)).json()) as {
          posts: unknown[]
          hasMore: boolean
        }
        count += body.posts.length
        if (!body.hasMore) return count
      }
    })()
    expect(total).toBeGreaterThan(16)

    const html = await (await request.get('/')).text()
    for (const href of ['/guide', '/consult', '/asktheexperts', '/newline', '/price-check'])
      expect(html).toContain(`href="${href}"`)
    expect(html.match(/class="content-card"/g)).toHaveLength(4)

    await page.goto('/')
    const cards = page.locator('.content-card')
    await expect(cards).toHaveCount(4)
    const loadMore = page.getByRole('button', { name: 'Load More' })
    const pageTwo = page.waitForRequest(
      (req) => req.url().includes('/api/content/posts') && req.url().includes('pageNum=2'),
    )
    await loadMore.click()
    await expect(cards).toHaveCount(8)
    await loadMore.click()
    await pageTwo
    await expect(cards).toHaveCount(12)
    while (await loadMore.isVisible()) {
      const before = await cards.count()
      await loadMore.click()
      await expect(cards).toHaveCount(Math.min(before + 4, total))
    }
    await expect(cards).toHaveCount(total)
    const links = await cards
      .locator('a.content-card__link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
    expect(new Set(links).size).toBe(total)
    expect(problems).toEqual([])
  })

  test('the listing pages show their type; videos carry the play icon', async ({ page, problems }) => {
    for (const [path, label] of [
      ['/content/articles', 'Article'],
      ['/content/reviews', 'Review'],
      ['/content/videos', 'Video'],
    ] as const) {
      await page.goto(path)
      const types = await page.locator('.content-card__type').allTextContents()
      expect(types.length, path).toBeGreaterThan(0)
      expect(new Set(types), path).toEqual(new Set([label]))
    }
    await expect(page.locator('.content-card__type svg').first()).toBeVisible()
    await page.locator('.content-card__link').first().click()
    await expect(page.locator('.article--video h1')).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test('home and a listing have no serious accessibility problems', async ({ page }) => {
    for (const path of ['/', '/content/reviews']) {
      await page.goto(path)
      expect(await seriousA11yViolations(page), path).toEqual([])
    }
  })
})

test.describe('editing in the admin', () => {
  test.skip(({ viewport }) => desktopOnly(viewport?.width), 'staff work on a desktop')

  test('a saved post changes its public page and the lists, without a rebuild', async ({ request }) => {
    const auth = await staffAuth(request)
    // The newest article: on its own page and among the first cards of /content/articles.
    const newest = (
      (await (await request.get('/api/content/posts?postType=articles')).json()) as {
        posts: { id: string; link: string; leader: string }[]
      }
    ).posts[0]!
    const leader = `Edited by staff at ${Date.now()}: the same advice, said more plainly.`
    const html = async (path: string) => (await request.get(path)).text()
    expect(await html('/content/articles')).not.toContain(leader)
    expect(await html(newest.link)).not.toContain(leader)

    const save = (value: string) =>
      request.patch(`/api/cms/posts/${newest.id}`, { data: { leader: value }, headers: auth })
    try {
      expect((await save(leader)).status()).toBe(200)
      await expect.poll(async () => (await html(newest.link)).includes(leader), { timeout: 15_000 }).toBe(true)
      await expect.poll(async () => (await html('/content/articles')).includes(leader), { timeout: 15_000 }).toBe(true)
    } finally {
      await save(newest.leader)
    }
  })

  test('staff find and edit posts in the admin, with a preview button', async ({ page }) => {
    await logInToAdmin(page)
    await page.goto('/admin/collections/posts?search=Ultimate')
    // The list view rewrites its URL once loaded (limit, sort); a click before that is overridden.
    await expect(page).toHaveURL(/[?&]limit=/)
    await page.getByRole('link', { name: 'The Ultimate Hot Tub Buyers Guide' }).first().click()
    await expect(page.locator('input[name="title"]')).toHaveValue('The Ultimate Hot Tub Buyers Guide')
    await expect(page.locator('input[name="slug"]')).toHaveValue('guide')
    await expect(page.getByText('Alias paths').first()).toBeVisible()
    await expect(page.locator('[contenteditable="true"]').first()).toContainText('showroom')
    await expect(
      page
        .getByRole('button', { name: 'Preview' })
        .or(page.getByRole('link', { name: 'Preview' }))
        .first(),
    ).toBeVisible()
  })

  test('the preview shows a draft to staff only', async ({ page }) => {
    await page.goto('/preview?path=guide')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel('Email').fill(E2E_ADMIN.email)
    await page.getByLabel('Password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/guide$/)
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible()
    await page.getByRole('button', { name: 'Leave preview' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toHaveCount(0)
  })
})
