import { apiRoute } from '@/http/apiRoute'
import { clientAddress } from '@/http/clientAddress'
import { json, notFound } from '@/http/json'
import { hitRateLimit, type RateLimitRule } from '@/http/rateLimit'
import { getPayloadClient } from '@/server/payload'

import { activeProvider } from '../providers'
import { ProviderUnavailableError, type ProviderName, WebhookSignatureError } from '../providers/PaymentProvider'
import { handleProviderEvent } from '../server/handleProviderEvent'

/**
 * Per client address, both providers together: far above what Stripe or PayPal send (a refused
 * delivery is retried later), low enough that nobody makes us read and verify bodies without end.
 */
export const WEBHOOK_RATE_LIMIT: RateLimitRule = { bucket: 'webhooks', limit: 120, windowMs: 60_000 }

/**
 * `POST /api/webhooks/{provider}`: a provider's event. Rate limited per client address before the
 * body is read (our server has held it to WEBHOOK_LIMIT, scripts/lib/bodyLimit.mjs); then the raw
 * body is read before anything else (the signature covers its exact bytes); a bad or missing
 * signature is 400; each event is handled once (a redelivery answers 200 "already handled").
 * Outside `writeRoute`: the provider is not asked for a CSRF token (its signature is the proof).
 */
export function providerWebhook(name: ProviderName) {
  return apiRoute(async (request) => {
    const limit = await hitRateLimit(await getPayloadClient(), WEBHOOK_RATE_LIMIT, clientAddress(request.headers))
    if (!limit.ok) return json({ error: 'Too many requests.' }, 429, { 'Retry-After': String(limit.retryAfterSeconds) })
    const rawBody = await request.text()
    const provider = activeProvider(name)
    if (!provider) return notFound()
    let event
    try {
      event = await provider.parseWebhook(rawBody, request.headers)
    } catch (error) {
      if (error instanceof WebhookSignatureError) return json({ error: 'Invalid signature.' }, 400)
      throw error
    }
    try {
      const result = await handleProviderEvent(await getPayloadClient(), provider, event)
      return json({ received: true, result })
    } catch (error) {
      // The provider retries a failed delivery: nothing of this one was stored.
      if (error instanceof ProviderUnavailableError) return json({ error: 'The payment service did not answer.' }, 503)
      throw error
    }
  })
}
