import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

// What an operator relies on from the running server; it does not depend on the device.
describeOnDesktop('what operators expect', 'no need to repeat per viewport', () => {
  test('every answer carries a fresh X-Request-Id (the log’s id), never the one the client sent', async ({
    request,
  }) => {
    const forged = '0b8f6c1e-3f5d-4a57-9d0e-1c2b3a4d5e6f'
    const ids: string[] = []
    for (const path of ['/', '/', '/api/health', '/no-such-page', '/icon.svg']) {
      const response = await request.get(path, { headers: { 'X-Request-Id': forged }, maxRedirects: 0 })
      ids.push(response.headers()['x-request-id'] ?? '')
    }
    for (const id of ids) expect(id).toMatch(UUID)
    expect(ids).not.toContain(forged)
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('Next’s image optimiser (/_next/image) is closed: nothing of ours uses it', async ({ request }) => {
    const posts = (await (await request.get('/api/content/posts?pageNum=1&postType=all')).json()) as {
      posts: { imageLink: string }[]
    }
    const image = posts.posts.map((post) => post.imageLink).find((link) => link.startsWith('/media/'))
    expect(image, 'a post with an image of ours').toBeTruthy()
    for (const url of ['/favicon.ico', image!]) {
      const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`)
      expect([400, 404], url).toContain(response.status())
      expect(response.headers()['content-type'] ?? '', url).not.toMatch(/^image\//)
    }
  })
})
