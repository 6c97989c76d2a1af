import { apiRoute } from '@/http/apiRoute'
import { json, notFound } from '@/http/json'
import { getPayloadClient } from '@/server/payload'

import { activeProvider } from '../providers'
import { ProviderUnavailableError, type ProviderName, WebhookSignatureError } from '../providers/PaymentProvider'
import { handleProviderEvent } from '../server/handleProviderEvent'

/**
 * `POST /api/webhooks/{provider}`: a provider's event. The raw body is read before anything else
 * (the signature covers its exact bytes); a bad or missing signature is 400; each event is
 * handled once (a redelivery answers 200 "already handled"). Outside `writeRoute`: the provider
 * is neither rate limited nor asked for a CSRF token (its signature is the proof).
 */
export function providerWebhook(name: ProviderName) {
  return apiRoute(async (request) => {
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
