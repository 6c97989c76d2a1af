import type { Payload } from 'payload'

// The rate limiter's table (unique `key`, `expiresAt`) doubles as the list of spent form tokens,
// under keys of their own; its clean-up removes them once the token would have expired anyway.
// The drizzle builders used here have the same shape on SQLite and PostgreSQL.
type Table = Record<'key', unknown>
type Drizzle = {
  insert: (table: Table) => {
    values: (row: Record<string, unknown>) => {
      onConflictDoNothing: (config: { target: unknown }) => { returning: (fields: Record<string, unknown>) => Promise<unknown[]> }
    }
  }
}

/**
 * Marks a form token spent; true only for the first caller. One atomic insert-if-absent, so
 * two submissions racing with the same token (on one server or several) cannot both win.
 */
export async function spendFormToken(payload: Payload, nonce: string, expiresAt: number): Promise<boolean> {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table> }
  const table = db.tables.rate_limits
  if (!table) throw new Error('rate_limits table missing: run the migrations')
  const now = new Date().toISOString()
  const inserted = await db.drizzle
    .insert(table)
    .values({ key: `form-token|${nonce}`, hits: 1, expiresAt: new Date(expiresAt).toISOString(), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: table.key })
    .returning({ key: table.key })
  return inserted.length === 1
}
