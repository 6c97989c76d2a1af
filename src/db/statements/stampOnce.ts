import { and, eq, isNull } from '@payloadcms/db-sqlite/drizzle'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@/server/transaction'

// The drizzle builder used here has the same shape on SQLite and PostgreSQL.
type Table = { id: never } & Record<string, never>
type Drizzle = {
  update: (table: Table) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (fields: Record<string, unknown>) => Promise<{ id: number }[]> }
    }
  }
}

/**
 * Claims a one-time event on a record ("delivered", "report sent"): sets the date `column` to now
 * with one conditional UPDATE, only while it is empty, in the transaction of `req` (which must be
 * open: use inTransaction). Returns the stamp for the one caller that set it, null for every later
 * or concurrent one, so whatever follows (an e-mail, a fulfilment) happens exactly once. `also`
 * sets further columns in the same UPDATE (an order's status together with its `paidAt`).
 */
export async function stampOnce(
  req: PayloadRequest,
  tableName: string,
  id: number | string,
  column: string,
  also: Record<string, unknown> = {},
): Promise<string | null> {
  const table = (req.payload.db as unknown as { tables: Record<string, Table> }).tables[tableName]
  const stamp = table?.[column]
  if (!table || !stamp) throw new Error(`stampOnce: no column ${column} on ${tableName}`)
  const db = await transactionDb<Drizzle>(req)
  const now = new Date().toISOString()
  const claimed = await db
    .update(table)
    .set({ ...also, [column]: now, updatedAt: now })
    .where(and(eq(table.id, id), isNull(stamp)))
    .returning({ id: table.id })
  return claimed.length > 0 ? now : null
}
