import type { Payload, PayloadRequest } from 'payload'

import { recordPaymentEvent } from '@/platform/db/statements/recordPaymentEvent'

import type { ProviderEvent, ProviderName } from '../providers/PaymentProvider'

const eventKey = (provider: ProviderName, eventId: string) => `${provider}:${eventId}`

/** Has this provider event been handled already? (A cheap look before asking the provider anything.) */
export async function eventHandled(payload: Payload, provider: ProviderName, eventId: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payment-events',
    where: { eventKey: { equals: eventKey(provider, eventId) } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Writes the event to the ledger in the unit of work; false when it was there already (a
 * redelivery, or a concurrent twin). `INSERT … ON CONFLICT DO NOTHING` on the unique key, so a
 * duplicate never fails the transaction (on PostgreSQL a failed INSERT would abort it).
 */
export async function recordEvent(
  req: PayloadRequest,
  provider: ProviderName,
  event: ProviderEvent,
  outcome: string,
): Promise<boolean> {
  return recordPaymentEvent(req, {
    provider,
    eventId: event.eventId,
    eventKey: eventKey(provider, event.eventId),
    type: event.type,
    paymentRef: event.paymentRef,
    outcome,
  })
}
