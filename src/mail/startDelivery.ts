import { and, eq, inArray, isNull, lt, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { JOB_LEASE_MS } from '@/jobs/claimJobs'

import type { OutboxStatus } from './status'

/** The statuses a message is delivered from; any other (sent, held, failed) it is not. */
export const DELIVERABLE: readonly OutboxStatus[] = ['queued', 'retrying']

// The drizzle builder used here has the same shape on SQLite and PostgreSQL.
type Column = never
type OutboxTable = Record<'id' | 'status' | 'sentAt' | 'attempts' | 'lastError' | 'updatedAt', Column>
type Drizzle = {
  update: (table: OutboxTable) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (fields: Record<string, Column>) => Promise<{ attempts: number | string | null }[]> }
    }
  }
}

function outboxTable(payload: Payload): { drizzle: Drizzle; outbox: OutboxTable } {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, OutboxTable | undefined> }
  const outbox = db.tables.outbox
  if (!outbox) throw new Error('outbox table missing: run the migrations')
  return { drizzle: db.drizzle, outbox }
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
  const { drizzle, outbox } = outboxTable(payload)
  const nowIso = now.toISOString()
  const [started] = await drizzle
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

/** How long finishDelivery keeps trying to record a sent message while the database is away. */
const RECORD_SENT_WAITS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 16_000]

/**
 * Records that SMTP accepted the message: status `sent`, with one statement committed at once like
 * the stamp startDelivery set. Through Payload's update it took several statements after SMTP's
 * answer, and a database restart in between failed the job, so its retry, once the lease passed,
 * delivered the message a second time. A lost connection is tried again for about 30 s; only a
 * database away longer than that (and the lease), or a server killed between SMTP's answer and
 * this statement, can still lead to a second delivery.
 */
export async function finishDelivery(payload: Payload, id: number | string, attempts: number): Promise<void> {
  const { drizzle, outbox } = outboxTable(payload)
  for (let attempt = 0; ; attempt++) {
    try {
      const nowIso = new Date().toISOString()
      await drizzle
        .update(outbox)
        .set({ status: 'sent', attempts, sentAt: nowIso, lastError: null, updatedAt: nowIso })
        .where(and(eq(outbox.id, id as never), inArray(outbox.status, DELIVERABLE as never)))
        .returning({ attempts: outbox.attempts })
      return
    } catch (error) {
      const wait = RECORD_SENT_WAITS_MS[attempt]
      if (wait === undefined) throw error
      payload.logger.warn({ err: error, msg: `[mail] recording outbox message ${id} as sent failed; trying again in ${wait} ms` })
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}
