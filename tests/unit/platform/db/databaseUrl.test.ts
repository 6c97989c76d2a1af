import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { databaseKind, sqliteFile } from '@/platform/db/databaseUrl'

import { backupStamp } from '../../../../scripts/backup/createBackup'
import { redactedUrl } from '../../../../scripts/backup/postgresTools'

import { itAnswers } from '../../workedCases'

describe('the database a DATABASE_URL names', () => {
  itAnswers('tells PostgreSQL URLs from SQLite files', databaseKind, [
    ['postgres://u@h/db', 'postgres'],
    ['postgresql://u@h/db', 'postgres'],
    ['file:data/x.db', 'sqlite'],
    ['', 'sqlite'],
  ])

  itAnswers('finds the SQLite file the way libsql opens it', sqliteFile, [
    ['file:/srv/tubwise.db', '/srv/tubwise.db'],
    ['file:///srv/tubwise.db', '/srv/tubwise.db'],
    ['file:data/my%20site.db?mode=rwc', path.resolve('data/my site.db')],
  ])
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
