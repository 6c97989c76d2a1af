import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'

describeOnDesktop('what the browser downloads', 'no need to repeat per viewport', () => {
  test("the page's scripts come Brotli-compressed once the server has made its copy, and still run", async ({
    page,
    request,
    problems,
  }) => {
    await page.goto('/guide')
    const scripts = await page
      .locator('script[src^="/_next/static/"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')!))
    expect(scripts.length).toBeGreaterThan(3)
    for (const script of scripts) {
      await expect
        .poll(
          async () =>
            (await request.get(script, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })).headers()[
              'content-encoding'
            ],
          { message: script },
        )
        .toBe('br')
    }
    // A browser that gets every script in Brotli renders and hydrates the page as before.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(problems).toEqual([])
  })

  test(
    'a cached page comes from a copy compressed once at the best level,' +
      ' small enough for two round trips, and is the page itself',
    async ({ request }) => {
      const br = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }
      const plain = await (await request.get('/guide', { headers: { 'Accept-Encoding': 'identity' } })).text()
      // The kept copy (src/platform/webServer/precompressedPages.ts) goes out with its length; the per-response
      // compression streams.
      await expect
        .poll(async () => (await request.get('/guide', br)).headers()['content-length'], {
          message: 'a kept copy of /guide',
        })
        .toBeTruthy()
      const kept = await request.get('/guide', br)
      expect(kept.headers()['content-encoding']).toBe('br')
      // A new connection's first round trip carries about 14.6 KB (ten segments), the second 29.2 KB more. The
      // page carries its CSS (docs/decisions/0033-css-inside-the-page.md): the longest article, with it, takes
      // two, on the one connection, where the CSS files took two more connections of their own.
      expect(Number(kept.headers()['content-length'])).toBeLessThan(14_600 + 29_200)
      expect(await kept.text()).toBe(plain)
    },
  )
})
