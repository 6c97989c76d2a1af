import type { Payload } from 'payload'

import { poolOf } from '../connection'
import { and, eq, inArray, isNull, lt, or } from '../drizzle'
import { oldestIds, updateRows } from '../rows'
import { JOB_LEASE_MS } from './lease'

/**
 * Takes up to `limit` confirmed care-reminder owners not yet looked at on `today` (UTC, `YYYY-MM-DD`)
 * for one server's daily round, and answers their ids: one UPDATE … WHERE id IN (SELECT … [FOR UPDATE
 * SKIP LOCKED]) RETURNING id that stamps `claimedAt`. Two servers never take the same owner; one whose
 * server died mid-round is taken again once `JOB_LEASE_MS` has passed. The round marks each owner
 * `checkedOn` today when it is done with them.
 */
export async function claimCareOwners(
  payload: Payload,
  claim: { today: string; limit: number; now?: Date },
): Promise<number[]> {
  const connection = poolOf(payload)
  const now = claim.now ?? new Date()
  const oldest = oldestIds(connection, 'care_owners', {
    where: (column) =>
      and(
        eq(column('status'), 'confirmed'),
        or(isNull(column('checkedOn')), lt(column('checkedOn'), claim.today)),
        or(isNull(column('claimedAt')), lt(column('claimedAt'), new Date(now.getTime() - JOB_LEASE_MS).toISOString())),
      ),
    oldestBy: 'id',
    limit: claim.limit,
  })
  const rows = await updateRows(connection, 'care_owners', {
    set: () => ({ claimedAt: now.toISOString() }),
    where: (column) => inArray(column('id'), oldest),
    returning: ['id'],
  })
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b)
}
