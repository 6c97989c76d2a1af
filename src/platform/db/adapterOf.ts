import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/** Payload's database adapter, told apart by its dialect. */
export type Adapter = { dialect: 'sqlite'; db: SQLiteAdapter } | { dialect: 'postgres'; db: PostgresAdapter }

/**
 * The one place that narrows `payload.db`: Payload types it as its generic adapter, and the
 * project runs one of these two (src/platform/db/adapter.ts), told apart by the adapter's name.
 */
export function adapterOf(payload: Payload): Adapter {
  const db: unknown = payload.db
  return payload.db.name === 'postgres'
    ? { dialect: 'postgres', db: db as PostgresAdapter }
    : { dialect: 'sqlite', db: db as SQLiteAdapter }
}
