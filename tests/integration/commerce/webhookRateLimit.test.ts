import { describe, expect, it } from 'vitest'

import type { RateLimitRule } from '@/platform/http/rateLimit'

import { fromPeer } from '../../support/throughOurServer'
import { testDatabase, useTestPayload } from '../../support/payload'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
let webhooks: Record<'stripe' | 'paypal', Handler>
let WEBHOOK_RATE_LIMIT: RateLimitRule

useTestPayload(async () => {
  // Imported once Payload runs on the test database (the route module loads the app's config).
  ;({ WEBHOOK_RATE_LIMIT } = await import('@/commerce/api/providerWebhook'))
  webhooks = {
    stripe: (await import('@/app/api/webhooks/stripe/route')).POST as Handler,
    paypal: (await import('@/app/api/webhooks/paypal/route')).POST as Handler,
  }
})

const deliver = async (provider: 'stripe' | 'paypal', peer: string) => {
  const request = new Request(`http://localhost/api/webhooks/${provider}`, {
    method: 'POST',
    headers: fromPeer(peer),
    body: '{"id":"evt_1"}',
  })
  const response = await webhooks[provider](request, { params: Promise.resolve({}) })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), bodyRead: request.bodyUsed }
}

describe(`the webhooks' rate limit (${testDatabase()})`, () => {
  it(
    'refuses one client past its allowance with 429, before reading the body; other clients go on',
    { timeout: 60_000 },
    async () => {
      // All in one fixed window: start a fresh one when this one ends soon.
      const left = WEBHOOK_RATE_LIMIT.windowMs - (Date.now() % WEBHOOK_RATE_LIMIT.windowMs)
      if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
      for (let i = 0; i < WEBHOOK_RATE_LIMIT.limit; i++) {
        expect((await deliver(i % 2 ? 'stripe' : 'paypal', '203.0.113.80')).status).not.toBe(429)
      }
      const refused = await deliver('stripe', '203.0.113.80')
      expect(refused.status).toBe(429)
      expect(Number(refused.retryAfter)).toBeGreaterThan(0)
      expect(refused.bodyRead).toBe(false)
      expect((await deliver('paypal', '203.0.113.80')).status).toBe(429)
      expect((await deliver('stripe', '203.0.113.81')).status).not.toBe(429)
    },
  )
})
