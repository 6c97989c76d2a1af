import { describe, expect, it } from 'vitest'

import { isPublicRef, newPublicRef } from '@/platform/tokens/publicRef'

describe('public references', () => {
  it('are 24 URL-safe characters carrying 18 random bytes (144 bits)', () => {
    const refs = Array.from({ length: 2_000 }, newPublicRef)
    for (const ref of refs) {
      expect(ref).toMatch(/^[A-Za-z0-9_-]{24}$/)
      expect(Buffer.from(ref, 'base64url')).toHaveLength(18)
      expect(isPublicRef(ref)).toBe(true)
    }
    expect(new Set(refs).size).toBe(refs.length)
    // Over 2,000 references every one of the 64 characters turns up, '-' and '_' included.
    expect(new Set(refs.join('')).size).toBe(64)
  })

  it('turn away what cannot be a reference before any look-up', () => {
    for (const value of [
      '',
      'short',
      'a'.repeat(65),
      'has space in it 0123456789',
      '../../etc/passwd00000000',
      42,
      null,
    ])
      expect(isPublicRef(value)).toBe(false)
  })
})
