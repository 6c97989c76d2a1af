import type { PayloadRequest } from 'payload'

import { transactionOf } from '../connection'
import { and, eq, isNull } from '../drizzle'
import type { ColumnName, TablesWith } from '../columns'
import { updateRows, type Values } from '../rows'

/**
 * Claims a one-time event on a record ("delivered", "report sent"): sets the date `column` to now
 * with one conditional UPDATE, only while it is empty, in the transaction of `req` (which must be
 * open: use inTransaction). Returns the stamp for the one caller that set it, null for every later
 * or concurrent one, so whatever follows (an e-mail, a fulfilment) happens exactly once. `also`
 * sets further columns in the same UPDATE (an order's status together with its `paidAt`).
 */
export async function stampOnce<Table extends TablesWith<'updatedAt'>>(
  req: PayloadRequest,
  tableName: Table,
  id: number | string,
  column: ColumnName<Table>,
  also: Values<Table> = {},
): Promise<string | null> {
  const connection = await transactionOf(req)
  const now = new Date().toISOString()
  const claimed = await updateRows(connection, tableName, {
    set: () => ({ ...also, [column]: now, updatedAt: now }),
    where: (columnOf) => and(eq(columnOf('id'), id), isNull(columnOf(column))),
    returning: ['id'],
  })
  return claimed.length > 0 ? now : null
}
