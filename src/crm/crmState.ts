import { eq } from '@payloadcms/db-sqlite/drizzle'
import type { PayloadRequest } from 'payload'

import { inTransaction, transactionDb } from '@/server/transaction'

import type { CrmSyncStatus } from './syncField'

export const CRM_COLLECTIONS = ['leads', 'orders'] as const
export type CrmCollection = (typeof CRM_COLLECTIONS)[number]

export type CrmState = {
  status: CrmSyncStatus
  contactId?: string
  dealId?: string
  syncedAt?: string
  lastError?: string | null
}

// The drizzle builder used here has the same shape on SQLite and PostgreSQL.
type Table = { id: never } & Record<string, never>
type Drizzle = {
  update: (table: Table) => {
    set: (values: Record<string, unknown>) => { where: (condition: unknown) => Promise<unknown> }
  }
}

/**
 * Writes a record's `crm` group, and only it, with one UPDATE in the unit of work of `req`. Not
 * through Payload's update: that writes back the whole row as it read it (a status staff set
 * meanwhile, a shipment, would be undone) and runs the collection's hooks, which belong to the
 * record's own life, not to its CRM copy. Staff never edit these fields (read-only).
 */
export async function writeCrmState(
  req: PayloadRequest,
  collection: CrmCollection,
  id: number,
  state: CrmState,
): Promise<void> {
  await inTransaction(req, async (req) => {
    const table = (req.payload.db as unknown as { tables: Record<string, Table> }).tables[collection]
    if (!table) throw new Error(`writeCrmState: no table ${collection}`)
    const values: Record<string, unknown> = {}
    for (const [field, value] of Object.entries(state)) {
      // Payload names a group's columns `{group}_{field}`.
      const key = `crm_${field}`
      if (!(key in table)) throw new Error(`writeCrmState: no column ${key} on ${collection}`)
      if (value !== undefined) values[key] = value
    }
    const db = await transactionDb<Drizzle>(req)
    await db.update(table).set(values).where(eq(table.id, id))
  })
}
