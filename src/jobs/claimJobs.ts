import { and, asc, eq, inArray, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { env } from '@/server/env'

/**
 * How long a claimed job may go without an update before another runner takes it again: its
 * server was killed mid-job. By default (5 min) far longer than any job runs (SMTP and CRM calls
 * time out within 40 s), so a slow but live run is not run twice; the load benchmark shortens it.
 */
export const JOB_LEASE_MS = env().JOB_LEASE_MS

// The drizzle builders used here have the same shape on SQLite and PostgreSQL.
type Column = never
type JobsTable = Record<
  'id' | 'queue' | 'completedAt' | 'hasError' | 'waitUntil' | 'processing' | 'updatedAt' | 'createdAt',
  Column
>
type Select = {
  from: (table: JobsTable) => {
    where: (condition: unknown) => {
      orderBy: (order: unknown) => {
        limit: (n: number) => Select & { for: (strength: 'update', config: { skipLocked: boolean }) => unknown }
      }
    }
  }
}
type Drizzle = {
  select: (fields: Record<string, Column>) => Select
  update: (table: JobsTable) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => {
        returning: (fields: Record<string, Column>) => Promise<{ id: number | string }[]>
      }
    }
  }
}

/**
 * Takes up to `limit` runnable jobs of `queue` for this runner, oldest first, and answers their
 * ids: one UPDATE … WHERE id IN (SELECT …) that marks them `processing`, so two runners (on one
 * server or several) never take the same job. PostgreSQL: the inner SELECT locks its rows and
 * skips rows another runner is claiming (FOR UPDATE SKIP LOCKED). SQLite: one statement holds the
 * database's write lock from start to end.
 *
 * Runnable is what Payload's own runner asks (queues/operations/runJobs): not completed, no final
 * error, its back-off (`waitUntil`) passed, and not processing, or processing but untouched for
 * the lease (its runner died).
 */
export async function claimJobs(
  payload: Payload,
  queue: string,
  limit: number,
  now = new Date(),
): Promise<(number | string)[]> {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, JobsTable | undefined>; name: string }
  const jobs = db.tables.payload_jobs
  if (!jobs) throw new Error('payload_jobs table missing: run the migrations')
  const nowIso = now.toISOString()
  const leaseEnded = new Date(now.getTime() - JOB_LEASE_MS).toISOString()

  const runnable = and(
    eq(jobs.queue, queue as never),
    isNull(jobs.completedAt),
    or(isNull(jobs.hasError), eq(jobs.hasError, false as never)),
    or(isNull(jobs.waitUntil), lt(jobs.waitUntil, nowIso as never)),
    or(eq(jobs.processing, false as never), lt(jobs.updatedAt, leaseEnded as never)),
  )
  const oldest = db.drizzle.select({ id: jobs.id }).from(jobs).where(runnable).orderBy(asc(jobs.createdAt)).limit(limit)
  const claimed = await db.drizzle
    .update(jobs)
    .set({ processing: true, updatedAt: nowIso })
    .where(inArray(jobs.id, (db.name === 'postgres' ? oldest.for('update', { skipLocked: true }) : oldest) as never))
    .returning({ id: jobs.id })
  return claimed.map((row) => row.id)
}
