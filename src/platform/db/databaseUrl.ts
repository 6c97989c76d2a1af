import path from 'node:path'

import { env } from '@/platform/settings/env'

import { privateFolder } from './privateFiles'

export type DatabaseKind = 'postgres' | 'sqlite'

const DEFAULT_SQLITE_FILE = path.resolve(process.cwd(), 'data', 'tubwise.db')

/** Which database `DATABASE_URL` points at: PostgreSQL URLs, otherwise a SQLite file. */
export function databaseKind(url = env().DATABASE_URL ?? ''): DatabaseKind {
  return /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite'
}

/**
 * The SQLite URL to open: `DATABASE_URL` when it is a `file:` URL, else `data/tubwise.db`, its folder
 * made private (0700).
 */
export function sqliteUrl(url = env().DATABASE_URL ?? ''): string {
  if (url.startsWith('file:')) return url
  privateFolder(path.dirname(DEFAULT_SQLITE_FILE))
  return `file:${DEFAULT_SQLITE_FILE}`
}

/**
 * The absolute path of the SQLite file `sqliteUrl()` opens, read the way libsql reads it:
 * `file:relative/to/cwd.db`, `file:/absolute.db` or `file:///absolute.db`, without any `?options`.
 */
export function sqliteFile(url = sqliteUrl()): string {
  let rest = url.replace(/^file:/, '').replace(/[?#].*$/, '')
  if (rest.startsWith('//')) rest = rest.slice(rest.indexOf('/', 2))
  return path.resolve(decodeURIComponent(rest))
}
