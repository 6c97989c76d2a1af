import type { Payload } from 'payload'

import { poolOf } from '../connection'
import { and, eq, inArray, isNull, lt, or } from '../drizzle'
import { oldestIds, updateRows } from '../rows'
import { JOB_LEASE_MS } from './lease'

/**
 * Takes up to `limit` runnable jobs of `queue` (`payload_jobs`), oldest first, and answers their
 * ids: one UPDATE … WHERE id IN (SELECT …), committed at once, that marks them `processing`, so
 * two runners (on one server or several) never take the same job (see oldestIds for how).
 *
 * Runnable is what Payload's own runner asks (queues/operations/runJobs): not completed, no final
 * error, its back-off (`waitUntil`) passed, and not processing, or processing but untouched for
 * `JOB_LEASE_MS` (its runner died). Payload's own runner (`autoRun`, `payload.jobs.run`) is not
 * used: it selects jobs and then marks them one by one, so two servers took the same job.
 */
export async function claimJobs(
  payload: Payload,
  claim: { queue: string; limit: number; now?: Date },
): Promise<(number | string)[]> {
  const connection = poolOf(payload)
  const now = claim.now ?? new Date()
  const nowIso = now.toISOString()
  const leaseEnded = new Date(now.getTime() - JOB_LEASE_MS).toISOString()
  const oldest = oldestIds(connection, 'payload_jobs', {
    where: (column) =>
      and(
        eq(column('queue'), claim.queue),
        isNull(column('completedAt')),
        or(isNull(column('hasError')), eq(column('hasError'), false)),
        or(isNull(column('waitUntil')), lt(column('waitUntil'), nowIso)),
        or(eq(column('processing'), false), lt(column('updatedAt'), leaseEnded)),
      ),
    oldestBy: 'createdAt',
    limit: claim.limit,
  })
  const claimed = await updateRows(connection, 'payload_jobs', {
    set: () => ({ processing: true, updatedAt: nowIso }),
    where: (column) => inArray(column('id'), oldest),
    returning: ['id'],
  })
  return claimed.map((row) => (typeof row.id === 'string' ? row.id : Number(row.id)))
}
