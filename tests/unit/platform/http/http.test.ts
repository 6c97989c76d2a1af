import { describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  OWN_CONTEXT_PAGES,
  securityHeaderRules,
  securityHeaders,
} from '@/platform/http/securityHeaders'
import { smtpOptions } from '@/platform/outbox/transport'
import { searchPath } from '@/site/shell/navigation'

describe('security headers', () => {
  it('allows no eval, framing or plugins in production', () => {
    const csp = contentSecurityPolicy(false)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("default-src 'self'")
  })
  it('sends HSTS in production only', () => {
    const names = (isProduction: boolean) => securityHeaders({ isDev: !isProduction, isProduction }).map((h) => h.key)
    expect(names(true)).toContain('Strict-Transport-Security')
    expect(names(false)).not.toContain('Strict-Transport-Security')
    expect(names(true)).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy']),
    )
  })
  it('isolates from other windows only the admin and the pages of one person', () => {
    const rules = securityHeaderRules({ isDev: false, isProduction: true })
    const withOpenerPolicy = rules.filter((rule) =>
      rule.headers.some((header) => header.key === 'Cross-Origin-Opener-Policy'),
    )
    expect(withOpenerPolicy.map((rule) => rule.source)).toEqual(OWN_CONTEXT_PAGES)
    expect(OWN_CONTEXT_PAGES).toContain('/admin/:path*')
    expect(rules.find((rule) => rule.source === '/:path*')?.headers.map((h) => h.key)).toContain(
      'Content-Security-Policy',
    )
  })
})

describe('SMTP URLs', () => {
  it('reads host, port, TLS and credentials', () => {
    expect(smtpOptions('smtps://me%40x.com:p%3Ass@mail.example:2465')).toMatchObject({
      host: 'mail.example',
      port: 2465,
      secure: true,
      auth: { user: 'me@x.com', pass: 'p:ss' },
    })
    expect(smtpOptions('smtp://127.0.0.1:2525')).toMatchObject({ port: 2525, secure: false, auth: undefined })
  })
})

describe('search paths', () => {
  it('URL-encodes the term', () => {
    expect(searchPath('hot tub')).toBe('/search/hot%20tub')
    expect(searchPath('50% off/jets?')).toBe('/search/50%25%20off%2Fjets%3F')
  })
})
