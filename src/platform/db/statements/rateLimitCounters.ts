import type { Payload, PayloadRequest } from 'payload'

import { connectionOf, poolOf } from '../connection'
import { eq, lt, sql } from '../drizzle'
import { deleteRows, insertRow, updateRows } from '../rows'

/*
 * The counters' table (`rate_limits`): one row per key with its hits, kept until `expiresAt`.
 * Given a `req` with an open transaction, a statement runs in it; given `payload`, at once.
 */

/** Counts one hit on `key` with one atomic upsert, and answers the key's hits so far. */
export async function countHit(
  scope: Payload | PayloadRequest,
  counter: { key: string; expiresAt: string; now: string },
): Promise<number> {
  const [row] = await insertRow(await connectionOf(scope), 'rate_limits', {
    values: {
      key: counter.key,
      hits: 1,
      expiresAt: counter.expiresAt,
      createdAt: counter.now,
      updatedAt: counter.now,
    },
    onConflict: { target: 'key', set: (column) => ({ hits: sql`${column('hits')} + 1`, updatedAt: counter.now }) },
    returning: ['hits'],
  })
  return Number(row?.hits ?? 1)
}

/** Deletes the counters whose window ended before `now`. */
export async function pruneExpiredCounters(scope: Payload | PayloadRequest, now: string): Promise<void> {
  await deleteRows(await connectionOf(scope), 'rate_limits', (column) => lt(column('expiresAt'), now))
}

/** Takes one hit back from `key`, at once. */
export async function takeBackHit(payload: Payload, key: string): Promise<void> {
  await updateRows(poolOf(payload), 'rate_limits', {
    set: (column) => ({ hits: sql`${column('hits')} - 1`, updatedAt: new Date().toISOString() }),
    where: (column) => eq(column('key'), key),
    returning: ['key'],
  })
}
