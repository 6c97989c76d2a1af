import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { databaseKind, sqliteFile } from '@/platform/db/databaseUrl'

import { backupStamp } from '../../../../scripts/backup/createBackup'
import { redactedUrl } from '../../../../scripts/backup/postgresTools'

describe('the database a DATABASE_URL names', () => {
  it('tells PostgreSQL URLs from SQLite files', () => {
    expect(databaseKind('postgres://u@h/db')).toBe('postgres')
    expect(databaseKind('postgresql://u@h/db')).toBe('postgres')
    expect(databaseKind('file:data/x.db')).toBe('sqlite')
    expect(databaseKind('')).toBe('sqlite')
  })

  it('finds the SQLite file the way libsql opens it', () => {
    expect(sqliteFile('file:/srv/tubwise.db')).toBe('/srv/tubwise.db')
    expect(sqliteFile('file:///srv/tubwise.db')).toBe('/srv/tubwise.db')
    expect(sqliteFile('file:data/my%20site.db?mode=rwc')).toBe(path.resolve('data/my site.db'))
  })
})

describe('backup names', () => {
  it('stamps folders with a sortable UTC time that is a valid file name', () => {
    expect(backupStamp(new Date('2026-11-23T08:18:44.123Z'))).toBe('2026-11-23T08-18-44Z')
  })

  it('never writes a PostgreSQL password into a manifest or a log', () => {
    expect(redactedUrl('postgres://tubwise:s3cret@db.internal:5432/tubwise')).toBe(
      'postgres://tubwise@db.internal:5432/tubwise',
    )
  })
})
