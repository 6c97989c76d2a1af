import type { PayloadRequest } from 'payload'

import { transactionOf } from '../connection'
import { insertRow } from '../rows'

/** A provider event as the ledger (`payment-events`) keeps it; `eventKey` is unique. */
export type PaymentEventRow = {
  provider: string
  eventId: string
  eventKey: string
  type: string
  paymentRef: string | null
  outcome: string
}

/**
 * Writes the event to the ledger in the transaction of `req`; false when it was there already (a
 * redelivery, or a concurrent twin). `INSERT … ON CONFLICT DO NOTHING` on the unique key, so a
 * duplicate never fails the transaction (on PostgreSQL a failed INSERT would abort it).
 */
export async function recordPaymentEvent(req: PayloadRequest, event: PaymentEventRow): Promise<boolean> {
  const now = new Date().toISOString()
  const inserted = await insertRow(await transactionOf(req), 'payment_events', {
    values: { ...event, createdAt: now, updatedAt: now },
    onConflict: { target: 'eventKey' },
    returning: ['id'],
  })
  return inserted.length > 0
}
