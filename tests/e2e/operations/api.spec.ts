import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'

import { xsrfToken } from '../../support/e2e/xsrf'

test.describe('the JSON API', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 900, 'no need to repeat per viewport')

  test('health answers 200 with the database checked: the status to anyone, the details to staff', async ({
    request,
  }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })

    const login = await request.post('/api/cms/users/login', { data: E2E_ADMIN })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const staff = await request.get('/api/health', { headers: { Authorization: `JWT ${token}` } })
    expect(staff.status()).toBe(200)
    expect(await staff.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      mail: {
        smtp: 'configured',
        outbox: {
          queued: expect.any(Number),
          retrying: expect.any(Number),
          held: expect.any(Number),
          failed: expect.any(Number),
        },
      },
    })
  })

  test('a write without the XSRF header is refused with 403; with it, it proceeds', async ({ request }) => {
    const body = { subject: 'E2E hello', message: 'Checking the CSRF rule.' }
    const refused = await request.post('/api/utilities/sendMessage', { data: body })
    expect(refused.status()).toBe(403)

    // GET /api/forms/csrf sets the XSRF-TOKEN cookie; the request context keeps it.
    const token = await xsrfToken(request)
    expect(token).toBeTruthy()

    const wrong = await request.post('/api/utilities/sendMessage', {
      data: body,
      headers: { 'X-XSRF-TOKEN': 'forged' },
    })
    expect(wrong.status()).toBe(403)

    const accepted = await request.post('/api/utilities/sendMessage', {
      data: body,
      headers: { 'X-XSRF-TOKEN': token! },
    })
    expect(accepted.status()).toBe(201)
    expect(await accepted.json()).toEqual({ ok: true })
  })

  test('a write from another site is refused even with the token', async ({ request }) => {
    const token = await xsrfToken(request)
    const response = await request.post('/api/utilities/sendMessage', {
      data: { subject: 'x', message: 'y' },
      headers: { 'X-XSRF-TOKEN': token, Origin: 'https://evil.example' },
    })
    expect(response.status()).toBe(403)
  })

  test('unknown API paths answer JSON 404', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint')
    expect(response.status()).toBe(404)
    expect(await response.json()).toEqual({ error: 'No such API endpoint.' })
  })

  test('pages carry the security headers', async ({ request }) => {
    const response = await request.get('/')
    const headers = response.headers()
    expect(headers['content-security-policy']).toContain("default-src 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['strict-transport-security']).toContain('max-age=')
  })
})
