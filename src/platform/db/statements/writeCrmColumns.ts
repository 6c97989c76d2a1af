import type { PayloadRequest } from 'payload'

import { transactionOf } from '../connection'
import { eq } from '../drizzle'
import type { ColumnName } from '../columns'
import { hasColumn, updateRows } from '../rows'

/** A field of the `crm` group, as the group's columns are named (`crm_{field}`) on either table. */
type GroupField<Column, Group extends string> = Column extends `${Group}_${infer Field}` ? Field : never
type CrmField = GroupField<ColumnName<'leads'> | ColumnName<'orders'>, 'crm'>

/**
 * Writes a record's `crm` group, and only it, with one UPDATE in the transaction of `req` (open
 * one with inTransaction): no hook runs and no other column is written back. `fields` are the
 * group's fields (`status`, `contactId`); an undefined one is left as it is. A field the table
 * lacks is refused before anything is written.
 */
export async function writeCrmColumns(
  req: PayloadRequest,
  tableName: 'leads' | 'orders',
  id: number,
  fields: { [Field in CrmField]?: unknown },
): Promise<void> {
  const connection = await transactionOf(req)
  const values: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(fields)) {
    // Payload names a group's columns `{group}_{field}`.
    const key = `crm_${field}`
    if (!hasColumn(connection, tableName, key)) throw new Error(`writeCrmColumns: no column ${key} on ${tableName}`)
    if (value !== undefined) values[key] = value
  }
  await updateRows(connection, tableName, {
    set: () => values,
    where: (column) => eq(column('id'), id),
    returning: ['id'],
  })
}
