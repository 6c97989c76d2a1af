import { jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'

import { hasStaffSession, isStaffToken, signingKey, tokensOf } from '@/platform/webServer/staffSession'

const KEY = signingKey('unit-test-secret')

describe('a staff login token, checked before the body is read', () => {
  it('derives Payload’s key as Payload does: the SHA-256 of the secret in hex, its first 32 characters', () => {
    // sha256("unit-test-secret") = 59585229db4db154e4c1c81a32379464…, cut at 32 hex characters
    // (`printf unit-test-secret | sha256sum`).
    expect(signingKey('unit-test-secret')).toBe('59585229db4db154e4c1c81a32379464')
  })

  it('accepts a token Payload signed for staff, until it expires', async () => {
    const { token, exp } = await jwtSign({
      fieldsToSign: { collection: 'users', id: 1, email: 'a@example.com' },
      secret: KEY,
      tokenExpiration: 60,
    })
    expect(isStaffToken(token, KEY)).toBe(true)
    expect(isStaffToken(token, KEY, exp * 1000 + 1)).toBe(false)
    expect(isStaffToken(token, signingKey('another'))).toBe(false)
  })

  it('finds the token where Payload looks: the payload-token cookie, Authorization JWT or Bearer', async () => {
    const { token } = await jwtSign({ fieldsToSign: { collection: 'users', id: 1 }, secret: KEY, tokenExpiration: 60 })
    expect(tokensOf({ cookie: `a=1; payload-token=${token}; b=2` })).toEqual([token])
    expect(tokensOf({ authorization: `JWT ${token}` })).toEqual([token])
    expect(tokensOf({ authorization: `Bearer ${token}` })).toEqual([token])
    expect(tokensOf({ authorization: `Basic ${token}`, cookie: 'payload-tokenx=1' })).toEqual([])
    expect(hasStaffSession({ cookie: `payload-token=${token}` }, KEY)).toBe(true)
    expect(hasStaffSession({ cookie: 'payload-token=' }, KEY)).toBe(false)
    expect(hasStaffSession({}, KEY)).toBe(false)
  })
})
