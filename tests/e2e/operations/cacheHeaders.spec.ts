import type { APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'
import { describeOnDesktop, expect, test } from '../../support/e2e/fixtures'
import { postFrom } from '../../support/e2e/fromAddress'
import { SPEC_ROUTES } from '../../support/e2e/routeTable'

/**
 * Issue 14 point 2: a CDN or caching proxy can keep every cacheable answer, because none sets a cookie,
 * and pages that carry someone's data say `private, no-store` so no proxy ever shares them.
 */

// Rate limits count per client address: this spec's writes come from an address of its own.
const WRITER = '127.0.14.1'

const cacheControl = (headers: Record<string, string>) => headers['cache-control'] ?? ''
const sharedCacheable = (value: string) => /(^|[\s,])(public|s-maxage=)/i.test(value)
const personal = (value: string) =>
  /(^|[\s,])private([\s,]|$)/i.test(value) && /(^|[\s,])no-store([\s,]|$)/i.test(value)

const API_READS = [
  '/api/content/posts?pageNum=1&postType=all',
  '/api/content/posts?pageNum=1&postType=videos',
  '/api/content/post/guide',
  '/api/search?pageNum=1&searchTerm=tub',
  '/api/comments?page=%2Fasktheexperts&pageNum=1',
  '/api/utilities/getBrands',
  '/api/ecomm/products',
  '/api/forms/token',
  '/api/health',
  '/api/no-such-endpoint',
]

async function postJson(baseURL: string, path: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await postFrom(baseURL, WRITER, path, data)
  expect(response.status, `${path}: ${response.body}`).toBeLessThan(300)
  return JSON.parse(response.body) as Record<string, unknown>
}

async function headersOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { maxRedirects: 0, headers })
  expect(response.status(), path).toBeLessThan(500)
  return response.headers()
}

describeOnDesktop('cacheable by any proxy', 'one walk is enough', () => {
  // Headers do not depend on the device: one walk (on the desktop project) is enough.
  test('no answer a shared cache may keep sets a cookie, and a visitor collects none walking the site', async ({
    request,
  }) => {
    const aliases = Object.values(SPEC_ROUTES).flatMap((paths) => paths.slice(0, 1).map((path) => `/${path}`))
    const posts = (await (await request.get('/api/content/posts?pageNum=1&postType=all')).json()) as {
      posts: { imageLink: string }[]
    }
    const image = posts.posts.map((post) => post.imageLink).find((link) => link.startsWith('/media/'))
    expect(image, 'a post with an image of ours').toBeTruthy()
    const paths = [
      ...Object.keys(SPEC_ROUTES),
      ...aliases,
      '/complete/pbs?order=not-an-order',
      '/search/tubs',
      '/no-such-page',
      '/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      image!,
      ...API_READS,
    ]
    const cacheable: string[] = []
    for (const path of paths) {
      const headers = await headersOf(request, path)
      if (!sharedCacheable(cacheControl(headers))) continue
      cacheable.push(path)
      expect(headers['set-cookie'], `${path} (${cacheControl(headers)})`).toBeUndefined()
    }
    // The walk met the cached pages, or it proved nothing.
    expect(cacheable).toEqual(
      expect.arrayContaining([
        '/',
        '/guide',
        '/asktheexperts',
        '/content/articles',
        '/complete/pbs',
        '/price-check',
        image!,
      ]),
    )
    expect((await request.storageState()).cookies).toEqual([])
  })

  test('the XSRF-TOKEN cookie comes from GET /api/forms/csrf, never cached, and is kept once set', async ({
    request,
  }) => {
    const first = await request.get('/api/forms/csrf')
    expect(first.status()).toBe(204)
    expect(cacheControl(first.headers())).toBe('private, no-store')
    const cookie = first.headers()['set-cookie'] ?? ''
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; /)
    expect(cookie).toMatch(/SameSite=lax/i)
    expect(cookie).not.toMatch(/HttpOnly/i)

    const again = await request.get('/api/forms/csrf')
    expect(again.status()).toBe(204)
    expect(again.headers()['set-cookie']).toBeUndefined()
  })

  test('personal pages and answers say private, no-store', async ({ request, baseURL }) => {
    const run = Date.now().toString(36)
    const lead = (await postJson(baseURL!, '/api/leads/newLead', {
      firstName: 'Sam',
      lastName: 'Cache',
      email: `sam-${run}@example.com`,
      source: 'Full PBS',
    })) as {
      data: { _id: string }
    }
    const buyer = { name: 'Sam Cache', email: `sam-eval-${run}@example.com` }
    const { paymentIntentId } = (await postJson(baseURL!, '/api/ecomm/create-payment-intent', {
      product: 'eval',
      ...buyer,
    })) as { paymentIntentId: string }
    await postJson(baseURL!, '/api/ecomm/demo/confirm', { paymentIntentId, cardNumber: '4242424242424242' })
    const paid = (await postJson(baseURL!, '/api/ecomm/paidEval', { ...buyer, paymentIntentId })) as {
      eval: { _id: string }
    }

    const unknown = 'AAAAAAAAAAAAAAAAAAAAAAAA'
    const personalPaths = [
      `/infoRequest/${lead.data._id}`,
      `/infoRequest/${unknown}`,
      `/eval/${paid.eval._id}`,
      `/eval/${unknown}`,
      `/price-check/report/${unknown}`,
      `/api/leads/getLead/${lead.data._id}`,
      `/api/ecomm/getEval/${paid.eval._id}`,
      `/api/ecomm/getOrder/${unknown}`,
      '/admin/login',
      '/preview?path=guide',
    ]
    for (const path of personalPaths) {
      const headers = await headersOf(request, path)
      expect(personal(cacheControl(headers)), `${path}: ${cacheControl(headers)}`).toBe(true)
    }

    // Staff: the admin, the preview's entry (it sets the draft-mode cookie) and a page seen in preview.
    const login = await request.post('/api/cms/users/login', {
      data: E2E_ADMIN,
      headers: { Origin: new URL(baseURL!).origin },
    })
    expect(login.status()).toBe(200)
    for (const path of ['/admin', '/admin/collections/posts', '/api/cms/users/me', '/preview?path=guide', '/guide']) {
      // As a browser sends it: with SITE_URL set, Payload takes the staff cookie only on a same-site request.
      const headers = await headersOf(request, path, { 'Sec-Fetch-Site': 'same-origin' })
      expect(personal(cacheControl(headers)), `${path} as staff: ${cacheControl(headers)}`).toBe(true)
    }
  })
})
