import fs from 'node:fs'

import { createClient } from '@libsql/client'
import pg from 'pg'

/**
 * Servers starting together must not both migrate, nor both seed: Payload's `migrate` reads which
 * migrations ran, then runs the rest, so two at once would both run every pending one (and two
 * seeds would both create what is missing). Each runs under one lock the database's own server
 * (PostgreSQL) or the kernel (SQLite) holds for this process and frees when it ends or dies; the
 * second waits, then finds nothing to do.
 */

/** The advisory lock's key: a fixed number of our choosing (nothing else here takes advisory locks). */
export const POSTGRES_START_LOCK_KEY = '7465624101'
const RETRY_MS = 100

type Run<T> = () => Promise<T>
type Log = (message: string) => void

/**
 * PostgreSQL: a session-level advisory lock on a connection of its own, outside Payload's pool.
 * Payload's migrate takes pooled connections (a transaction per migration), so the lock cannot
 * live on one of them; a client outside the pool also never takes a connection the pool counts on.
 * If this process dies, its connection closes and the database frees the lock.
 */
export async function withPostgresStartLock<T>(connectionString: string, run: Run<T>, log: Log): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 })
  client.on('error', () => undefined) // a dropped connection: the lock is gone with it, migrate fails on its own
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [
      POSTGRES_START_LOCK_KEY,
    ])
    if (!rows[0]?.locked) {
      log('another server is migrating the database: waiting for it to finish')
      await client.query('SELECT pg_advisory_lock($1::bigint)', [POSTGRES_START_LOCK_KEY])
    }
    return await run()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [POSTGRES_START_LOCK_KEY]).catch(() => undefined)
    await client.end().catch(() => undefined)
  }
}

/**
 * SQLite: the write lock of a small file beside the database (`<database>.start-lock`), held by a
 * transaction begun with BEGIN IMMEDIATE. Not the database's own write lock: the migrations write
 * through Payload's connections, which would then wait for this one, in the same process, forever.
 * Not a lock file that exists-or-not: one left by a killed process would block every later start;
 * SQLite's lock is the kernel's, freed when the process ends, however it ends. The waiting is
 * done here, a try every 100 ms, not in SQLite's busy timeout, which would stop Node's one thread.
 */
export async function withSqliteStartLock<T>(databaseFile: string, run: Run<T>, log: Log): Promise<T> {
  const lockFile = `${databaseFile}.start-lock`
  fs.closeSync(fs.openSync(lockFile, 'a', 0o600))
  const client = createClient({ url: `file:${lockFile}` })
  try {
    let said = false
    let lock: Awaited<ReturnType<typeof client.transaction>> | undefined
    while (!lock) {
      lock = await client.transaction('write').catch(async (error: unknown) => {
        if (!isBusy(error)) throw error
        if (!said) log('another server is migrating the database: waiting for it to finish')
        said = true
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
        return undefined
      })
    }
    try {
      return await run()
    } finally {
      await lock.rollback().catch(() => undefined)
    }
  } finally {
    client.close()
  }
}

const isBusy = (error: unknown): boolean =>
  error instanceof Error &&
  /SQLITE_BUSY|database is locked/i.test(`${(error as { code?: string }).code} ${error.message}`)

/** Makes `adapter.migrate` (the bootstrap's, and Payload's own at a production start) run under `lock`. */
export function migrateUnderLock(
  adapter: { migrate: (args?: never) => Promise<void> },
  lock: <T>(run: Run<T>) => Promise<T>,
): void {
  const migrate = adapter.migrate
  adapter.migrate = function (this: unknown, ...args: [never?]) {
    return lock(() => migrate.apply(this, args))
  }
}
