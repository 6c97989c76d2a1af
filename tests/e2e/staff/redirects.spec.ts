import { E2E_ADMIN } from '../../../playwright.config'
import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'

// Only same-site paths are ever redirect targets (src/platform/http/safeRedirectPath.ts).
describeOnDesktop('preview redirects', 'staff work on a desktop', () => {
  test('entering preview lands signed-in staff on a same-site path, never another site', async ({
    request,
    baseURL,
  }) => {
    const login = await request.post('/api/cms/users/login', {
      data: E2E_ADMIN,
      headers: { Origin: new URL(baseURL!).origin },
    })
    expect(login.status()).toBe(200)
    const landing = async (path: string) => {
      // As a browser sends it: with SITE_URL set, Payload takes the staff cookie only on a same-site request.
      const response = await request.get(`/preview?path=${path}`, {
        maxRedirects: 0,
        headers: { 'Sec-Fetch-Site': 'same-origin' },
      })
      expect(response.status(), path).toBeGreaterThanOrEqual(300)
      expect(response.status(), path).toBeLessThan(400)
      return response.headers()['location']
    }
    expect(await landing('guide')).toBe('/guide')
    // The case: `/\evil.example` is another site to a browser.
    expect(await landing('%5Cevil.example')).toBe('/')
    const site = new URL(baseURL!).origin
    for (const attack of [
      '%5C%5Cevil.example',
      '%2F%2Fevil.example',
      '%2F%5Cevil.example',
      'https%3A%2F%2Fevil.example',
      '%09%2F%2Fevil.example',
      '%2F%09%2Fevil.example',
    ]) {
      const location = (await landing(attack)) ?? ''
      // A path of ours (`/evil.example` is a page we do not have), never another origin.
      expect(location, attack).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, site).origin, attack).toBe(site)
    }
  })

  test('leaving preview goes back to the path the banner sent, never to the Referer', async ({ request, baseURL }) => {
    const exit = async (form: Record<string, string> | undefined, referer: string) => {
      const response = await request.post('/preview/exit', {
        form,
        headers: { Referer: referer, Origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      })
      expect(response.status()).toBe(303)
      return response.headers()['location']
    }
    expect(await exit(undefined, `${baseURL}//evil.example/x`)).toBe('/')
    expect(await exit({ path: '//evil.example/x' }, `${baseURL}//evil.example/x`)).toBe('/')
    expect(await exit({ path: '/\\evil.example' }, `${baseURL}/guide`)).toBe('/')
    expect(await exit({ path: '/guide' }, `${baseURL}//evil.example/x`)).toBe('/guide')
  })
})
