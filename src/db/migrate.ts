import type { Migration, Payload } from 'payload'

import { databaseKind } from './adapter'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

/** Applies the committed migrations of whichever database this process is connected to. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations
  // Each adapter types its own migration arguments; Payload's shared type takes them as unknown.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
