import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { checkCsrf, CSRF_COOKIE, CSRF_HEADER, newCsrfToken, requiresCsrfCheck } from '@/http/csrf'
import { proxy } from '@/proxy'

const site = 'http://localhost:3000'
const base = { method: 'POST', pathname: '/api/comments', siteOrigin: site, origin: null }

describe('the CSRF rule', () => {
  it('applies to state-changing /api calls only', () => {
    expect(requiresCsrfCheck('POST', '/api/comments')).toBe(true)
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect(requiresCsrfCheck(method, '/api/x')).toBe(true)
    expect(requiresCsrfCheck('GET', '/api/comments')).toBe(false)
    expect(requiresCsrfCheck('HEAD', '/api/comments')).toBe(false)
    expect(requiresCsrfCheck('POST', '/search/tubs')).toBe(false)
  })

  it('exempts provider webhooks and the CMS API', () => {
    expect(requiresCsrfCheck('POST', '/api/webhooks/stripe')).toBe(false)
    expect(requiresCsrfCheck('POST', '/api/cms/users/login')).toBe(false)
  })

  it('refuses a missing or different token and accepts the matching one', () => {
    expect(checkCsrf({ ...base, cookieToken: 'abc', headerToken: null }).ok).toBe(false)
    expect(checkCsrf({ ...base, cookieToken: undefined, headerToken: 'abc' }).ok).toBe(false)
    expect(checkCsrf({ ...base, cookieToken: 'abc', headerToken: 'abd' }).ok).toBe(false)
    expect(checkCsrf({ ...base, cookieToken: 'abc', headerToken: 'abc' }).ok).toBe(true)
  })

  it('refuses a foreign Origin even with a matching token', () => {
    const verdict = checkCsrf({ ...base, cookieToken: 't', headerToken: 't', origin: 'https://evil.example' })
    expect(verdict.ok).toBe(false)
    expect(checkCsrf({ ...base, cookieToken: 't', headerToken: 't', origin: site }).ok).toBe(true)
  })

  it('makes long, distinct tokens', () => {
    const a = newCsrfToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newCsrfToken()).not.toBe(a)
  })
})

describe('the proxy', () => {
  const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    new NextRequest(new URL(path, site), { method: init.method ?? 'GET', headers: init.headers })

  it('answers 403 to a POST without the header', async () => {
    const response = await proxy(request('/api/utilities/sendMessage', { method: 'POST' }))
    expect(response.status).toBe(403)
    expect(await response.json()).toHaveProperty('error')
  })

  it('lets a POST with cookie and matching header through', async () => {
    const response = await proxy(
      request('/api/utilities/sendMessage', {
        method: 'POST',
        headers: { cookie: `${CSRF_COOKIE}=tok123`, [CSRF_HEADER]: 'tok123', origin: site },
      }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })

  it('sets the XSRF-TOKEN cookie for a new visitor, readable by scripts', async () => {
    const response = await proxy(request('/'))
    const cookie = response.cookies.get(CSRF_COOKIE)
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie?.httpOnly).toBeFalsy()
    expect(cookie?.sameSite).toBe('lax')
  })

  it('keeps an existing cookie', async () => {
    const response = await proxy(request('/', { headers: { cookie: `${CSRF_COOKIE}=keep` } }))
    expect(response.cookies.get(CSRF_COOKIE)).toBeUndefined()
  })
})
