import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { JOB_LEASE_MS } from '@/jobs/claimJobs'
import { log } from '@/server/log'

import { mailMaxAttempts, retryDelayMs } from './retryPolicy'
import type { OutboxStatus } from './status'

/** The statuses a message is delivered from; any other (sent, held, failed) it is not. */
const DELIVERABLE: readonly OutboxStatus[] = ['queued', 'retrying']

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
}

// The drizzle builders used here have the same shape on SQLite and PostgreSQL.
type Column = never
type OutboxTable = Record<keyof ClaimedMessage | 'status' | 'sentAt' | 'retryAt' | 'lastError' | 'updatedAt', Column>
type Where = {
  where: (condition: unknown) => { returning: (fields: Record<string, Column>) => Promise<Record<string, unknown>[]> }
}
type Drizzle = {
  select: (fields: Record<string, Column>) => {
    from: (table: OutboxTable) => {
      where: (condition: unknown) => {
        orderBy: (order: unknown) => {
          limit: (n: number) => { for: (strength: 'update', config: { skipLocked: boolean }) => unknown }
        }
      }
    }
  }
  update: (table: OutboxTable) => { set: (values: Record<string, unknown>) => Where }
}

function outboxTable(payload: Payload): { drizzle: Drizzle; outbox: OutboxTable; postgres: boolean } {
  const db = payload.db as unknown as {
    drizzle: Drizzle
    tables: Record<string, OutboxTable | undefined>
    name: string
  }
  const outbox = db.tables.outbox
  if (!outbox) throw new Error('outbox table missing: run the migrations')
  return { drizzle: db.drizzle, outbox, postgres: db.name === 'postgres' }
}

/**
 * Due: deliverable, its back-off over, and no attempt begun within the lease (an attempt whose
 * server was killed is taken again once the lease has passed).
 */
function due(outbox: OutboxTable, now: Date) {
  return and(
    inArray(outbox.status, DELIVERABLE as never),
    or(isNull(outbox.retryAt), lte(outbox.retryAt, now.toISOString() as never)),
    or(isNull(outbox.sentAt), lt(outbox.sentAt, new Date(now.getTime() - JOB_LEASE_MS).toISOString() as never)),
  )
}

/**
 * Takes up to `limit` due messages, oldest first, for one delivery attempt each, and answers them:
 * one UPDATE … WHERE id IN (SELECT …) RETURNING, committed before anything is sent, that counts the
 * attempt and stamps `sentAt` with when it began. Two pollers, on one server or several, never take
 * the same message: on PostgreSQL the inner SELECT locks its rows and skips rows another poller is
 * claiming (FOR UPDATE SKIP LOCKED); on SQLite one statement holds the write lock from start to end.
 * The stamp stays on success (when it was sent) and is cleared on failure.
 */
export async function claimDueMail(payload: Payload, limit: number, now = new Date()): Promise<ClaimedMessage[]> {
  const { drizzle, outbox, postgres } = outboxTable(payload)
  const oldest = drizzle
    .select({ id: outbox.id })
    .from(outbox)
    .where(due(outbox, now))
    .orderBy(asc(outbox.id))
    .limit(limit)
  const nowIso = now.toISOString()
  const rows = await drizzle
    .update(outbox)
    .set({ sentAt: nowIso, attempts: sql`coalesce(${outbox.attempts}, 0) + 1`, updatedAt: nowIso })
    .where(inArray(outbox.id, (postgres ? oldest.for('update', { skipLocked: true }) : oldest) as never))
    .returning({
      id: outbox.id,
      to: outbox.to,
      cc: outbox.cc,
      replyTo: outbox.replyTo,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      attempts: outbox.attempts,
    })
  return rows
    .map((row) => ({ ...row, attempts: Number(row.attempts) }) as ClaimedMessage)
    .sort((a, b) => Number(a.id) - Number(b.id))
}

/** Without an SMTP server: every due message is kept for staff to read (status `held`). */
export async function holdDueMail(payload: Payload, now = new Date()): Promise<number> {
  const { drizzle, outbox } = outboxTable(payload)
  const held = await drizzle
    .update(outbox)
    .set({ status: 'held', updatedAt: now.toISOString() })
    .where(due(outbox, now))
    .returning({ id: outbox.id })
  return held.length
}

/** How long finishDelivery keeps trying to record a sent message while the database is away. */
const RECORD_SENT_WAITS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 16_000]

/**
 * Records that SMTP accepted the message: status `sent`, with one statement committed at once like
 * the claim's stamp. A lost connection is tried again for about 30 s, because failing here would
 * leave the message to be delivered again once the lease passed; only a database away longer than
 * that (and the lease), or a server killed between SMTP's answer and this statement, can still
 * lead to a second delivery.
 */
export async function finishDelivery(payload: Payload, message: ClaimedMessage): Promise<void> {
  const { drizzle, outbox } = outboxTable(payload)
  for (let attempt = 0; ; attempt++) {
    try {
      const nowIso = new Date().toISOString()
      await drizzle
        .update(outbox)
        .set({ status: 'sent', sentAt: nowIso, retryAt: null, lastError: null, updatedAt: nowIso })
        .where(and(eq(outbox.id, message.id as never), inArray(outbox.status, DELIVERABLE as never)))
        .returning({ id: outbox.id })
      return
    } catch (error) {
      const wait = RECORD_SENT_WAITS_MS[attempt]
      if (wait === undefined) throw error
      log.warn(`mail: recording an outbox message as sent failed; trying again in ${wait} ms`, {
        error,
        details: { job: 'mail', outboxMessage: message.id },
      })
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}

/**
 * Records a failed attempt: `retrying` with its back-off (`retryAt`), or `failed` once the attempts
 * are used up. The attempt's stamp is cleared, so the retry is not held back by the lease.
 */
export async function failDelivery(
  payload: Payload,
  message: ClaimedMessage,
  reason: string,
  now = new Date(),
): Promise<void> {
  const { drizzle, outbox } = outboxTable(payload)
  const givenUp = message.attempts >= mailMaxAttempts()
  await drizzle
    .update(outbox)
    .set({
      status: givenUp ? 'failed' : 'retrying',
      sentAt: null,
      retryAt: givenUp ? null : new Date(now.getTime() + retryDelayMs(message.attempts)).toISOString(),
      lastError: reason,
      updatedAt: now.toISOString(),
    })
    .where(and(eq(outbox.id, message.id as never), inArray(outbox.status, DELIVERABLE as never)))
    .returning({ id: outbox.id })
}
