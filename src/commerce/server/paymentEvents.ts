import type { Payload, PayloadRequest } from 'payload'

import { transactionDb } from '@/server/transaction'

import type { ProviderEvent, ProviderName } from '../providers/PaymentProvider'

const eventKey = (provider: ProviderName, eventId: string) => `${provider}:${eventId}`

// The drizzle builder used here has the same shape on SQLite and PostgreSQL.
type EventsTable = Record<'id' | 'eventKey', unknown>
type Drizzle = {
  insert: (table: EventsTable) => {
    values: (row: Record<string, unknown>) => {
      onConflictDoNothing: (config: { target: unknown }) => {
        returning: (fields: Record<string, unknown>) => Promise<{ id: number }[]>
      }
    }
  }
}

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
  const table = (req.payload.db as unknown as { tables: Record<string, EventsTable> }).tables.payment_events!
  const db = await transactionDb<Drizzle>(req)
  const now = new Date().toISOString()
  const inserted = await db
    .insert(table)
    .values({
      provider,
      eventId: event.eventId,
      eventKey: eventKey(provider, event.eventId),
      type: event.type,
      paymentRef: event.paymentRef,
      outcome,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: table.eventKey })
    .returning({ id: table.id })
  return inserted.length > 0
}
