import { describe, expect, it } from 'vitest'

import { checkSignedToken, signToken } from '@/platform/tokens/signedToken'

const SECRET = 'a-test-secret-of-enough-length'
const NOW = new Date('2026-06-11T10:00:00.000Z')
const IN_AN_HOUR = new Date(NOW.getTime() + 60 * 60_000)

describe('signed, expiring link tokens', () => {
  it('names its subject and its expiry in seconds, and checks back to the subject before it expires', () => {
    const token = signToken(SECRET, 'confirm', '42', IN_AN_HOUR)
    // 2026-06-11T11:00:00Z is 1781175600 seconds after the epoch.
    expect(token.startsWith('42.1781175600.')).toBe(true)
    expect(checkSignedToken(SECRET, 'confirm', token, NOW)).toEqual({ verdict: 'ok', subject: '42' })
  })

  it('has expired at its expiry and after', () => {
    const token = signToken(SECRET, 'confirm', '42', IN_AN_HOUR)
    expect(checkSignedToken(SECRET, 'confirm', token, IN_AN_HOUR)).toEqual({ verdict: 'expired' })
    expect(checkSignedToken(SECRET, 'confirm', token, new Date(IN_AN_HOUR.getTime() + 1))).toEqual({
      verdict: 'expired',
    })
  })

  it('refuses a changed subject, a pushed-back expiry, another purpose, another secret and nonsense', () => {
    const token = signToken(SECRET, 'confirm', '42', IN_AN_HOUR)
    const [, expires, signature] = token.split('.') as [string, string, string]
    const tampered = [
      `43.${expires}.${signature}`,
      `42.${Number(expires) + 86_400}.${signature}`,
      `42.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `42.${expires}.${signature}x`,
      `42.${expires}`,
      '',
      'a.b.c',
      `4 2.${expires}.${signature}`,
    ]
    for (const each of tampered)
      expect(checkSignedToken(SECRET, 'confirm', each, NOW), each).toEqual({ verdict: 'invalid' })
    expect(checkSignedToken(SECRET, 'unsubscribe', token, NOW)).toEqual({ verdict: 'invalid' })
    expect(checkSignedToken('another-secret-of-enough-length', 'confirm', token, NOW)).toEqual({ verdict: 'invalid' })
  })

  it('signs only a subject in base64url characters, so the dots stay separators', () => {
    expect(() => signToken(SECRET, 'confirm', 'a.b', IN_AN_HOUR)).toThrow()
  })
})
