import type { APIRequestContext } from '@playwright/test'

/**
 * The XSRF token the way the browser gets it: pages set no cookie, so ask `GET /api/forms/csrf` (the
 * request context keeps the cookie it sets) and return the value to echo in `X-XSRF-TOKEN`.
 */
export async function xsrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/forms/csrf')
  if (response.status() !== 204) throw new Error(`GET /api/forms/csrf answered ${response.status()}`)
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')
  if (!cookie) throw new Error('GET /api/forms/csrf set no XSRF-TOKEN cookie')
  return decodeURIComponent(cookie.value)
}
