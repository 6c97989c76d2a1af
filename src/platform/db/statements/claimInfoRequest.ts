import type { PayloadRequest } from 'payload'

import { transactionOf } from '../connection'
import { and, eq, isNull, lt, or } from '../drizzle'
import { updateRows } from '../rows'

/** A form link may be asked for once a day at most per lead (or capture), so the endpoint cannot flood an inbox. */
const RESEND_AFTER_MS = 24 * 60 * 60 * 1000

/**
 * Marks the row's form link as asked for now, unless it was within the last day: one atomic
 * conditional UPDATE, so two requests at once (on PostgreSQL, two connections) claim it once.
 */
export async function claimInfoRequest(
  req: PayloadRequest,
  table: 'leads' | 'lead_captures',
  id: number,
  now: number,
): Promise<boolean> {
  const nowIso = new Date(now).toISOString()
  const resendFrom = new Date(now - RESEND_AFTER_MS).toISOString()
  const claimed = await updateRows(await transactionOf(req), table, {
    set: () => ({ infoRequestedAt: nowIso, updatedAt: nowIso }),
    where: (column) =>
      and(eq(column('id'), id), or(isNull(column('infoRequestedAt')), lt(column('infoRequestedAt'), resendFrom))),
    returning: ['id'],
  })
  return claimed.length > 0
}
