import fs from 'node:fs'

import { createClient, type Client } from '@libsql/client'

import { BackupError } from './BackupError'

/** libsql opens (and so creates) whatever file it is given: callers check that the file exists first. */
async function withClient<T>(file: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` })
  try {
    return await use(client)
  } finally {
    client.close()
  }
}

/**
 * A consistent copy of a live database: `VACUUM INTO` reads one snapshot inside a read transaction,
 * which in WAL mode neither waits for the site's writers nor holds them up.
 */
export async function copySqliteOnline(source: string, target: string): Promise<void> {
  if (!fs.existsSync(source)) throw new BackupError(`there is no SQLite database at ${source}: nothing to back up`)
  await withClient(source, async (client) => {
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  })
}

/** SQLite's own full check of a database file: page structure, indexes and constraints. */
export async function assertSqliteIntact(file: string): Promise<void> {
  let problems: string[]
  try {
    problems = await withClient(file, async (client) =>
      (await client.execute('PRAGMA integrity_check')).rows.map((row) => String(row[0])),
    )
  } catch (error) {
    throw new BackupError(
      `the database copy ${file} cannot be read as SQLite (${error instanceof Error ? error.message : error})`,
    )
  }
  if (problems.join() !== 'ok') {
    throw new BackupError(
      `the database copy ${file} fails SQLite's integrity check: ${problems.slice(0, 5).join('; ')}`,
    )
  }
}

/**
 * Leaving WAL mode needs the only connection to the file, so it fails while a site has the
 * database open. When it succeeds it also folds the write-ahead log into the file, which can
 * then be moved aside on its own. A site started after this check is not detected: stop it first.
 */
export async function takeSqliteOffline(file: string): Promise<void> {
  if (!fs.existsSync(file)) return
  await withClient(file, async (client) => {
    await client.execute('PRAGMA busy_timeout = 0')
    try {
      await client.execute('PRAGMA journal_mode = DELETE')
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') {
        throw new BackupError(
          `a running site is using ${file}: stop every TubWise server on this database, then restore again`,
        )
      }
      throw error
    }
  })
}
