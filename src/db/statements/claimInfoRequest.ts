import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@/server/transaction'

/*
 * A statement the Payload API cannot express (an atomic conditional UPDATE), kept with the data
 * layer: the only place here that reaches into the adapter's tables.
 */

/** A form link may be asked for once a day at most per lead (or capture), so the endpoint cannot be used to flood an inbox. */
const RESEND_AFTER_MS = 24 * 60 * 60 * 1000

// The drizzle builder used here has the same shape on SQLite and PostgreSQL.
type InfoRequestTable = Record<'id' | 'infoRequestedAt', never>
type Drizzle = {
  update: (table: InfoRequestTable) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (fields: Record<string, unknown>) => Promise<{ id: number }[]> }
    }
  }
}

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
  const rows = (req.payload.db as unknown as { tables: Record<string, InfoRequestTable> }).tables[table]!
  const db = await transactionDb<Drizzle>(req)
  const nowIso = new Date(now).toISOString()
  const claimed = await db
    .update(rows)
    .set({ infoRequestedAt: nowIso, updatedAt: nowIso })
    .where(
      and(
        eq(rows.id, id),
        or(isNull(rows.infoRequestedAt), lt(rows.infoRequestedAt, new Date(now - RESEND_AFTER_MS).toISOString())),
      ),
    )
    .returning({ id: rows.id })
  return claimed.length > 0
}
