import { expect, test } from './fixtures'

test.describe('what the browser downloads', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 900, 'no need to repeat per viewport')

  test("the page's scripts come Brotli-compressed once the server has made its copy, and still run", async ({ page, request, problems }) => {
    await page.goto('/guide')
    const scripts = await page.locator('script[src^="/_next/static/"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')!))
    expect(scripts.length).toBeGreaterThan(3)
    for (const script of scripts) {
      await expect.poll(async () => (await request.get(script, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })).headers()['content-encoding'], { message: script }).toBe('br')
    }
    // A browser that gets every script in Brotli renders and hydrates the page as before.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(problems).toEqual([])
  })
})
