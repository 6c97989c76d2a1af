import { apiRoute } from '@/platform/http/apiRoute'
import { clientAddress } from '@/platform/http/clientAddress'
import { json, notFound } from '@/platform/http/json'
import { hitRateLimit, type RateLimitRule, refundRateLimitHit } from '@/platform/http/rateLimit'
import { getPayloadClient } from '@/payloadClient'

import { activeProvider } from '../providers'
import { ProviderUnavailableError, type ProviderName, WebhookSignatureError } from '../providers/PaymentProvider'
import { handleProviderEvent } from '../server/handleProviderEvent'
import { eventHandled } from '../server/paymentEvents'
import { WEBHOOK_FAILURES } from './webhookFailures'

/** The event id the body claims (Stripe and PayPal both put it at the top), before any verification. */
function claimedEventId(rawBody: string): string | null {
  try {
    const id = (JSON.parse(rawBody) as { id?: unknown } | null)?.id
    return typeof id === 'string' && id ? id : null
  } catch {
    return null
  }
}

/**
 * Per client address, both providers together: far above what Stripe or PayPal send (a refused
 * delivery is retried later), low enough that nobody makes us read and verify bodies without end.
 */
export const WEBHOOK_RATE_LIMIT: RateLimitRule = { bucket: 'webhooks', limit: 120, windowMs: 60_000 }

/**
 * `POST /api/webhooks/{provider}`: a provider's event. Rate limited per client address before the
 * body is read (our server has held it to WEBHOOK_LIMIT, src/platform/webServer/bodyLimit.ts); then the raw
 * body is read before anything else (the signature covers its exact bytes). An event already in
 * the ledger answers 200 "already handled" at once: nothing is verified, since nothing more happens.
 * Otherwise a bad or missing signature is 400, and where checking it costs a call to the provider,
 * an address with too many of those in a while gets 429 before its next delivery is checked.
 * Outside `writeRoute`: the provider is not asked for a CSRF token (its signature is the proof).
 */
export function providerWebhook(name: ProviderName) {
  return apiRoute(async (request) => {
    const limit = await hitRateLimit(await getPayloadClient(), WEBHOOK_RATE_LIMIT, clientAddress(request.headers))
    if (!limit.ok) return json({ error: 'Too many requests.' }, 429, { 'Retry-After': String(limit.retryAfterSeconds) })
    const rawBody = await request.text()
    const payload = await getPayloadClient()
    const provider = activeProvider(payload, name)
    if (!provider) return notFound()
    const claimed = claimedEventId(rawBody)
    if (claimed && (await eventHandled(payload, name, claimed)))
      return json({ received: true, result: 'already handled' })

    // Counted before the attempt (parallel forgeries cannot all slip past), given back unless the signature failed.
    const counted = provider.verifiesWebhooksRemotely
      ? { client: clientAddress(request.headers), at: Date.now() }
      : null
    if (counted) {
      const limit = await hitRateLimit(payload, WEBHOOK_FAILURES, counted.client, counted.at)
      if (!limit.ok)
        return json({ error: 'Too many invalid deliveries. Please try again later.' }, 429, {
          'Retry-After': String(limit.retryAfterSeconds),
        })
    }
    let event
    try {
      event = await provider.parseWebhook(rawBody, request.headers)
    } catch (error) {
      if (error instanceof WebhookSignatureError) return json({ error: 'Invalid signature.' }, 400)
      if (counted) await refundRateLimitHit(payload, WEBHOOK_FAILURES, counted.client, counted.at)
      throw error
    }
    if (counted) await refundRateLimitHit(payload, WEBHOOK_FAILURES, counted.client, counted.at)
    try {
      const result = await handleProviderEvent(payload, provider, event)
      return json({ received: true, result })
    } catch (error) {
      // The provider retries a failed delivery: nothing of this one was stored.
      if (error instanceof ProviderUnavailableError) return json({ error: 'The payment service did not answer.' }, 503)
      throw error
    }
  })
}
