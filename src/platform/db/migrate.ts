import type { Migration, Payload } from 'payload'

import { adapterOf } from './adapterOf'
import { databaseKind, sqliteFile } from './databaseUrl'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { withPostgresStartLock, withSqliteStartLock } from './startLock'

/**
 * Applies the committed migrations of whichever database this process is connected to, under the
 * start lock (the adapter's `migrate` takes it, see adapter.ts), so two servers starting at once
 * apply each migration once.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations
  // Each adapter types its own migration arguments; Payload's shared type takes them as unknown.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/**
 * Runs other start-up work (the first admin, the seed) under the same lock as the migrations:
 * one server at a time, the next one finding it done.
 */
export function underStartLock<T>(payload: Payload, run: () => Promise<T>): Promise<T> {
  const adapter = adapterOf(payload)
  const log = (message: string) => payload.logger.info(message)
  return adapter.dialect === 'postgres'
    ? withPostgresStartLock(String(adapter.db.poolOptions.connectionString), run, log)
    : withSqliteStartLock(sqliteFile(adapter.db.clientConfig.url), run, log)
}
