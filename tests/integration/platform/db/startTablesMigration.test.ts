import { describe, expect, it } from 'vitest'

import { migrationStep } from '../../../support/migrations'
import { testDatabase, useTestPayload } from '../../../support/payload'
import { executeSql } from '../../../support/sql'

const payload = useTestPayload()

// PostgreSQL only: the page cache's tag table exists there alone (SQLite has one server, no broadcast).
describe.skipIf(testDatabase() !== 'postgres')('the migration of the tables made at run time before', () => {
  it('migrates a database whose page cache already made its tag table, keeping its rows', async () => {
    const run = migrationStep(payload, '_seed_record_and_cache_tags')
    await run('down')
    // The table as tagBroadcast.mjs created it at run time before this migration.
    await executeSql(
      payload,
      'CREATE TABLE IF NOT EXISTS tubwise_cache_tags (tag text PRIMARY KEY, revalidated_at timestamptz NOT NULL)',
    )
    await executeSql(payload, `INSERT INTO tubwise_cache_tags VALUES ('content-lists', now())`)
    await run('up')

    const { rows } = await executeSql(payload, 'SELECT tag FROM tubwise_cache_tags')
    expect(rows).toEqual([{ tag: 'content-lists' }])
    expect((await executeSql(payload, 'SELECT count(*)::int AS n FROM tubwise_seeded')).rows).toEqual([{ n: 0 }])
  })
})
