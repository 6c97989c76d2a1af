import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'
import { xsrfToken } from '../../support/e2e/xsrf'

const run = Date.now().toString(36)

test.describe("the staff cookie and Payload's API", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 900, 'no need to repeat per viewport')

  test('the login cookie is SameSite=Strict and HttpOnly (and not Secure on plain http)', async ({ request }) => {
    const login = await request.post('/api/cms/users/login', { data: E2E_ADMIN })
    expect(login.status()).toBe(200)
    const cookie = login
      .headersArray()
      .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('payload-token='))
    expect(cookie?.value).toMatch(/SameSite=Strict/i)
    expect(cookie?.value).toMatch(/HttpOnly/i)
    expect(cookie?.value).not.toMatch(/Secure/i)
  })

  test("a write from another site's page is refused even with a valid staff cookie, and changes nothing", async ({
    request,
    baseURL,
  }) => {
    // A visitor's question, the real way: XSRF cookie, form token, the 3-second minimum.
    const xsrf = await xsrfToken(request)
    const { formToken } = (await (await request.get('/api/forms/token')).json()) as { formToken: string }
    await new Promise((resolve) => setTimeout(resolve, 3_300))
    const marker = `Cross-site check ${run}`
    const asked = await request.post('/api/comments', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: {
        page: '/asktheexperts',
        author: 'Pat Buyer',
        email: 'pat@example.com',
        text: `<p>${marker}?</p>`,
        formToken,
        website: '',
      },
    })
    expect(asked.status()).toBe(201)

    // Staff log in: the request context now holds the payload-token cookie, as a browser would.
    const login = await request.post('/api/cms/users/login', { data: E2E_ADMIN })
    expect(login.status()).toBe(200)
    const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const find = async () => {
      const response = await request.get(
        `/api/cms/comments?where[excerpt][contains]=${encodeURIComponent(marker)}&depth=0`,
        { headers: auth },
      )
      return ((await response.json()) as { docs: { id: number; status: string }[] }).docs[0]!
    }
    const question = await find()
    expect(question.status).toBe('pending')

    const crossSite = await request.patch(`/api/cms/comments/${question.id}`, {
      headers: { Origin: 'https://evil.example' },
      data: { status: 'approved' },
    })
    expect(crossSite.status()).toBe(403)
    expect((await find()).status).toBe('pending')

    // The same cookie from the site's own origin works: the refusal was about the origin.
    const sameSite = await request.patch(`/api/cms/comments/${question.id}`, {
      headers: { Origin: new URL(baseURL!).origin },
      data: { status: 'spam' },
    })
    expect(sameSite.status()).toBe(200)
    expect((await find()).status).toBe('spam')
  })
})
