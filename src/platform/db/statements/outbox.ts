import type { Payload } from 'payload'

import { poolOf } from '../connection'
import { and, eq, inArray, isNull, lt, lte, or, sql, type SQL } from '../drizzle'
import { oldestIds, updateRows, type ColumnOf } from '../rows'
import { JOB_LEASE_MS } from './lease'

/*
 * The outbox's delivery statements (`outbox`), each one statement committed at once: a delivery
 * attempt is claimed before anything is sent and recorded after.
 */

/** The statuses a message is delivered from; any other (sent, held, failed) it is not. */
const DELIVERABLE = ['queued', 'retrying']

/** What a delivery attempt needs of a claimed message. */
export type ClaimedMessage = {
  id: number | string
  to: string
  cc: string | null
  replyTo: string | null
  subject: string
  text: string
  html: string | null
  attempts: number
  headers: Record<string, string> | null
}

const CLAIMED_COLUMNS = ['id', 'to', 'cc', 'replyTo', 'subject', 'text', 'html', 'attempts', 'headers'] as const

const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

/** A JSON column as the dialect returns it: parsed (PostgreSQL), or its text (SQLite). */
function headersOf(value: unknown): Record<string, string> | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null
  return Object.fromEntries(Object.entries(parsed).map(([name, field]) => [name, String(field)]))
}

/**
 * Due: deliverable, its back-off over, and no attempt begun within the lease (`JOB_LEASE_MS`: an
 * attempt whose server was killed is taken again once the lease has passed).
 */
function due(column: ColumnOf<'outbox'>, now: Date): SQL | undefined {
  return and(
    inArray(column('status'), DELIVERABLE),
    or(isNull(column('retryAt')), lte(column('retryAt'), now.toISOString())),
    or(isNull(column('sentAt')), lt(column('sentAt'), new Date(now.getTime() - JOB_LEASE_MS).toISOString())),
  )
}

/**
 * Takes up to `limit` due messages, oldest first, for one delivery attempt each, and answers them:
 * one UPDATE … WHERE id IN (SELECT …) RETURNING that counts the attempt and stamps `sentAt` with
 * when it began. Two pollers, on one server or several, never take the same message (see oldestIds).
 */
export async function claimDueMail(payload: Payload, claim: { limit: number; now?: Date }): Promise<ClaimedMessage[]> {
  const connection = poolOf(payload)
  const now = claim.now ?? new Date()
  const nowIso = now.toISOString()
  const oldest = oldestIds(connection, 'outbox', {
    where: (column) => due(column, now),
    oldestBy: 'id',
    limit: claim.limit,
  })
  const rows = await updateRows(connection, 'outbox', {
    set: (column) => ({ sentAt: nowIso, attempts: sql`coalesce(${column('attempts')}, 0) + 1`, updatedAt: nowIso }),
    where: (column) => inArray(column('id'), oldest),
    returning: CLAIMED_COLUMNS,
  })
  return rows
    .map((row): ClaimedMessage => ({
      id: typeof row.id === 'string' ? row.id : Number(row.id),
      to: String(row.to),
      cc: textOrNull(row.cc),
      replyTo: textOrNull(row.replyTo),
      subject: String(row.subject),
      text: String(row.text),
      html: textOrNull(row.html),
      attempts: Number(row.attempts),
      headers: headersOf(row.headers),
    }))
    .sort((a, b) => Number(a.id) - Number(b.id))
}

/** Without an SMTP server: every due message is kept for staff to read (status `held`); answers how many. */
export async function holdDueMail(payload: Payload, now = new Date()): Promise<number> {
  const held = await updateRows(poolOf(payload), 'outbox', {
    set: () => ({ status: 'held', updatedAt: now.toISOString() }),
    where: (column) => due(column, now),
    returning: ['id'],
  })
  return held.length
}

/**
 * Records the end of a delivery attempt on a message still deliverable: `sent`, `retrying` or
 * `failed`, with the columns that go with it (`sentAt`, `retryAt`, `lastError`).
 */
export async function recordDelivery(
  payload: Payload,
  id: number | string,
  outcome: {
    status: 'sent' | 'retrying' | 'failed'
    sentAt: string | null
    retryAt: string | null
    lastError: string | null
    now: string
  },
): Promise<void> {
  const { now, ...columns } = outcome
  await updateRows(poolOf(payload), 'outbox', {
    set: () => ({ ...columns, updatedAt: now }),
    where: (column) => and(eq(column('id'), id), inArray(column('status'), DELIVERABLE)),
    returning: ['id'],
  })
}
