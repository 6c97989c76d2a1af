import type { Payload, PayloadRequest } from 'payload'

import { connectionOf } from '../connection'
import { sql } from '../drizzle'
import { insertRow } from '../rows'

/*
 * The buyer tools' use counters (`tool_uses`): one row per tool and UTC day (`YYYY-MM-DD`), unique
 * on the pair. Given a `req` with an open transaction, a statement runs in it; given `payload`, at once.
 */

/** Counts one use of `tool` on `day` with one atomic insert-or-increment, and answers the day's uses so far. */
export async function countToolUse(
  scope: Payload | PayloadRequest,
  use: { tool: string; day: string; now: string },
): Promise<number> {
  const [row] = await insertRow(await connectionOf(scope), 'tool_uses', {
    values: { tool: use.tool, day: use.day, count: 1, createdAt: use.now, updatedAt: use.now },
    onConflict: {
      target: ['tool', 'day'],
      set: (column) => ({ count: sql`${column('count')} + 1`, updatedAt: use.now }),
    },
    returning: ['count'],
  })
  return Number(row?.count ?? 1)
}
