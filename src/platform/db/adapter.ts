import path from 'node:path'

import { postgresAdapter, type PostgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload } from 'payload'

import { env } from '@/platform/settings/env'

import { adapterOf } from './adapterOf'
import { databaseKind, sqliteFile, sqliteUrl } from './databaseUrl'
import { migrateUnderLock, withPostgresStartLock, withSqliteStartLock } from './startLock'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { logLostConnections } from './postgresLostConnections'
import { limitPostgresTransactions } from './postgresTransactionSlots'
import { privateSqliteFiles } from './privateFiles'
import { gateSqliteWrites } from './sqliteWriteGate'

export { databaseKind, sqliteUrl, type DatabaseKind } from './databaseUrl'

/** How long a write waits for another one to finish before it gives up. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000

/**
 * The database adapter, chosen at run time so that one build serves both databases.
 * Schema changes always go through committed migrations (`push: false`): a database that
 * also runs migrations must never be pushed to.
 */
export function databaseAdapter(): DatabaseAdapterObj {
  const url = env().DATABASE_URL ?? ''
  if (databaseKind(url) === 'postgres') {
    const poolSize = env().DATABASE_POOL_MAX
    const postgres = postgresAdapter({
      pool: {
        connectionString: url,
        connectionTimeoutMillis: 5_000,
        max: poolSize,
      },
      push: false,
      migrationDir: path.resolve(process.cwd(), 'src/platform/db/migrations/postgres'),
      prodMigrations: postgresMigrations,
    })
    return startingUnderLock(
      postgres,
      (run, log) => withPostgresStartLock(url, run, log),
      (adapter) => {
        limitPostgresTransactions(adapter as unknown as Parameters<typeof limitPostgresTransactions>[0], poolSize)
        logLostConnections(adapter as unknown as Parameters<typeof logLostConnections>[0])
      },
    )
  }
  const sqliteAt = sqliteUrl(url)
  privateSqliteFiles(sqliteFile(sqliteAt))
  const sqlite = sqliteAdapter({
    client: { url: sqliteAt },
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/platform/db/migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    // Without transactionOptions the adapter never opens a transaction. libsql always begins
    // with BEGIN IMMEDIATE (the write lock), whatever behaviour is asked for here.
    transactionOptions: {},
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    // Readers never wait for a writer, and a writer's commit never waits for readers.
    wal: true,
  })
  return startingUnderLock(
    sqlite,
    (run, log) => withSqliteStartLock(sqliteFile(sqliteAt), run, log),
    (adapter) => {
      const connect = adapter.connect
      if (!connect) return
      adapter.connect = async function (this: typeof adapter, options) {
        await connect.call(this, options)
        gateSqliteWrites(
          (this as unknown as { client: Parameters<typeof gateSqliteWrites>[0] }).client,
          SQLITE_BUSY_TIMEOUT_MS,
        )
      }
    },
  )
}

/**
 * The adapter as Payload starts it, its migrations run under the start lock (one server at a time),
 * then `prepare`d for this dialect before any query.
 */
function startingUnderLock<Adapter extends BaseDatabaseAdapter>(
  database: DatabaseAdapterObj<Adapter>,
  lock: <T>(run: () => Promise<T>, log: (message: string) => void) => Promise<T>,
  prepare: (adapter: Adapter) => void,
): DatabaseAdapterObj<Adapter> {
  return {
    ...database,
    init: (args) => {
      const adapter = database.init(args)
      migrateUnderLock(adapter, (run) => lock(run, (message) => args.payload.logger.info(message)))
      prepare(adapter)
      return adapter
    },
  }
}

/**
 * A PostgreSQL restart kills the pool's idle connections, and `pg` reports that as an 'error'
 * event on the pool; with no listener Node treats it as an uncaught exception and the whole
 * server goes down. Log it instead: the pool replaces the connections on the next query.
 */
export function watchConnectionPool(payload: Payload): void {
  const adapter = adapterOf(payload)
  if (adapter.dialect !== 'postgres') return
  // Before the adapter connects there is no pool yet (its type does not say so).
  const pool: PostgresAdapter['pool'] | undefined = adapter.db.pool
  pool?.on('error', (error) => payload.logger.warn(`database connection lost: ${error.message}`))
}
