import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it } from 'vitest'

import { checkCsrf, CSRF_COOKIE, CSRF_HEADER, newCsrfToken, requiresCsrfCheck } from '@/platform/http/csrf'
import { GET as csrfCookieRoute } from '@/platform/http/csrfTokenRoute'
import { proxy } from '@/proxy'

import { fromPeer } from '../../../support/throughOurServer'

import { itAnswers } from '../../workedCases'

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

  itAnswers(
    'exempts provider webhooks, one-click unsubscribes and the CMS API (a POST)',
    (path) => requiresCsrfCheck('POST', path),
    [
      ['/api/webhooks/stripe', false],
      ['/api/one-click/care-reminders', false],
      ['/api/water-care/reminders/manage', true],
      ['/api/cms/users/login', false],
    ],
  )

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

  it('never sets a cookie, on a page or an API call, so shared caches can keep what passes through', async () => {
    for (const path of ['/', '/guide', '/api/content/posts?pageNum=1&postType=all', '/complete/pbs']) {
      const response = await proxy(request(path))
      expect(response.headers.get('set-cookie'), path).toBeNull()
    }
  })
})

describe('GET /api/forms/csrf, the one answer that sets the XSRF-TOKEN cookie', () => {
  const request = (headers: Record<string, string> = {}, url = `${site}/api/forms/csrf`) =>
    new NextRequest(new URL(url), { headers })

  it('gives a new visitor a script-readable token, never cached', () => {
    const response = csrfCookieRoute(request())
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const cookie = response.cookies.get(CSRF_COOKIE)
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie?.httpOnly).toBeFalsy()
    expect(cookie?.sameSite).toBe('lax')
    expect(cookie?.path).toBe('/')
    expect(cookie?.secure).toBeFalsy()
  })

  afterEach(() => {
    delete process.env.TRUST_PROXY_HOPS
  })

  it('marks the cookie Secure when the visitor came over https through a proxy of ours', () => {
    process.env.TRUST_PROXY_HOPS = '1'
    const response = csrfCookieRoute(request({ 'x-forwarded-proto': 'https', ...fromPeer('127.0.0.1') }))
    expect(response.cookies.get(CSRF_COOKIE)?.secure).toBe(true)
    // The same header from a client that reached the app server directly says nothing.
    expect(
      csrfCookieRoute(request({ 'x-forwarded-proto': 'https', ...fromPeer('203.0.113.9') })).cookies.get(CSRF_COOKIE)
        ?.secure,
    ).toBeFalsy()
  })

  it('keeps an existing cookie', () => {
    const response = csrfCookieRoute(request({ cookie: `${CSRF_COOKIE}=keep` }))
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})
