import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { BackupError } from './BackupError'

type PgTool = 'pg_dump' | 'pg_restore' | 'psql'

const INSTALL =
  "install PostgreSQL's client tools (Debian/Ubuntu: sudo apt-get install postgresql-client), " +
  'in a major version at least that of the server'

/** A PostgreSQL client tool: on PATH, else in Debian's newest /usr/lib/postgresql/N/bin. */
export function findPgTool(name: PgTool): string {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((folder) => path.join(folder, name))
    .find((file) => fs.existsSync(file))
  if (onPath) return onPath
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((version) => path.join(root, version, 'bin', name)).find((file) => fs.existsSync(file))
  if (!found) throw new BackupError(`${name} is not installed: ${INSTALL}`)
  return found
}

/** The URL without its password, for logs and manifests; the password goes to the tools through PGPASSWORD. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url)
  parsed.password = ''
  return parsed.toString()
}

function runTool(name: PgTool, args: string[], url: string): string {
  const password = decodeURIComponent(new URL(url).password)
  const result = spawnSync(findPgTool(name), [...args, `--dbname=${redactedUrl(url)}`], {
    encoding: 'utf8',
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  })
  if (result.error) throw result.error
  if (result.status !== 0) throw new BackupError(`${name} failed: ${result.stderr.trim() || `exit ${result.status}`}`)
  return result.stdout
}

/** pg_dump's custom format: one consistent snapshot, taken while the site keeps writing. */
export function dumpPostgres(url: string, file: string): void {
  runTool('pg_dump', ['--format=custom', `--file=${file}`], url)
}

/** Reads a dump's table of contents: refuses a file pg_restore cannot read. */
export function assertDumpReadable(file: string): void {
  const result = spawnSync(findPgTool('pg_restore'), ['--list', file], { encoding: 'utf8' })
  if (result.status !== 0)
    throw new BackupError(`the database copy ${file} cannot be read by pg_restore: ${result.stderr.trim()}`)
}

/**
 * Other sessions on the database: a running site (or anyone else) that a restore would pull the
 * tables from under. Asked again for up to 3 s: a client that has just disconnected (a server
 * stopped a moment ago) leaves its session listed until PostgreSQL has ended it.
 */
export function assertPostgresUnused(url: string): void {
  const sql = 'SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'
  const count = () =>
    Number(runTool('psql', ['--no-psqlrc', '--tuples-only', '--no-align', `--command=${sql}`], url).trim())
  let others = count()
  for (let waited = 0; others > 0 && waited < 3_000; waited += 250) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250)
    others = count()
  }
  if (others > 0) {
    throw new BackupError(
      `${others} other session(s) are connected to ${redactedUrl(url)}: ` +
        'stop every TubWise server on this database, then restore again',
    )
  }
}

/** Drops and recreates what the dump holds, in one transaction: on any error nothing is changed. */
export function restorePostgres(url: string, file: string): void {
  runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', file], url)
}
