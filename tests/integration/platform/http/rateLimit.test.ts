import { describe, expect, it } from 'vitest'

import { hitRateLimit } from '@/platform/http/rateLimit'

import { testDatabase, useTestPayload } from '../../../support/payload'

const payload = useTestPayload()

const rule = { bucket: 'test', limit: 3, windowMs: 60_000 }

describe(`the rate limiter (${testDatabase()})`, () => {
  it('allows the limit, then refuses with the seconds left in the window', async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 15)
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(payload, rule, '203.0.113.1', now))
    expect(results.slice(0, 3).every((r) => r.ok)).toBe(true)
    expect(results[3]).toEqual({ ok: false, retryAfterSeconds: 45 })
  })

  it('counts each client and each bucket separately', async () => {
    const now = Date.UTC(2026, 0, 1, 13)
    for (let i = 0; i < 3; i++) await hitRateLimit(payload, rule, '203.0.113.2', now)
    expect((await hitRateLimit(payload, rule, '203.0.113.3', now)).ok).toBe(true)
    expect((await hitRateLimit(payload, { ...rule, bucket: 'other' }, '203.0.113.2', now)).ok).toBe(true)
    expect((await hitRateLimit(payload, rule, '203.0.113.2', now)).ok).toBe(false)
  })

  it('starts afresh in the next window', async () => {
    const now = Date.UTC(2026, 0, 1, 14)
    for (let i = 0; i < 4; i++) await hitRateLimit(payload, rule, '203.0.113.4', now)
    expect((await hitRateLimit(payload, rule, '203.0.113.4', now + 60_000)).ok).toBe(true)
  })

  it('loses no hit when many requests arrive at once (one atomic upsert each)', async () => {
    const now = Date.UTC(2026, 0, 1, 15)
    const burst = { ...rule, limit: 10 }
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(payload, burst, '203.0.113.5', now)),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(10)
    expect(results.filter((r) => !r.ok)).toHaveLength(15)
  })
})
