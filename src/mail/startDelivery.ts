import { and, eq, inArray, isNull, lt, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { JOB_LEASE_MS } from '@/jobs/claimJobs'

import type { OutboxStatus } from './status'

/** The statuses a message is delivered from; any other (sent, held, failed) it is not. */
export const DELIVERABLE: readonly OutboxStatus[] = ['queued', 'retrying']

// The drizzle builder used here has the same shape on SQLite and PostgreSQL.
type Column = never
type OutboxTable = Record<'id' | 'status' | 'sentAt' | 'attempts' | 'updatedAt', Column>
type Drizzle = {
  update: (table: OutboxTable) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (fields: Record<string, Column>) => Promise<{ attempts: number | string | null }[]> }
    }
  }
}

/**
 * Takes an outbox message for one delivery attempt, the delivery's own guard against sending a
 * message twice (the job claim is the first): one conditional UPDATE, committed before anything is
 * sent, that counts the attempt and stamps `sentAt` with when it began, only while the message is
 * deliverable and no other attempt began within the lease. Answers the attempt's number, or null
 * when another run has sent the message, or is sending it now. The stamp stays on success (when
 * it was sent) and is cleared on failure; a server killed mid-attempt leaves it, and the message is
 * delivered again once the lease has passed.
 */
export async function startDelivery(payload: Payload, id: number | string, now = new Date()): Promise<number | null> {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, OutboxTable | undefined> }
  const outbox = db.tables.outbox
  if (!outbox) throw new Error('outbox table missing: run the migrations')
  const nowIso = now.toISOString()
  const [started] = await db.drizzle
    .update(outbox)
    .set({ sentAt: nowIso, attempts: sql`coalesce(${outbox.attempts}, 0) + 1`, updatedAt: nowIso })
    .where(
      and(
        eq(outbox.id, id as never),
        inArray(outbox.status, DELIVERABLE as never),
        or(isNull(outbox.sentAt), lt(outbox.sentAt, new Date(now.getTime() - JOB_LEASE_MS).toISOString() as never)),
      ),
    )
    .returning({ attempts: outbox.attempts })
  return started ? Number(started.attempts) : null
}
