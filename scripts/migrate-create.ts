// Generates a migration for both databases after a schema change:
//   npm run migrate:create -- <name>
// SQLite against a scratch file, PostgreSQL against a private throwaway cluster.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres } from '../tests/support/postgres.ts'
import { payloadCli } from './lib/payloadCli.ts'

const name = process.argv[2] ?? 'change'
if (name === 'initial') {
  throw new Error('"initial" is reserved by Payload and produces nothing; choose another name.')
}

const migrateAndCreate = (databaseUrl: string): void => {
  // Bring the scratch database up to the committed migrations first, so only the change is new.
  payloadCli(['migrate'], { DATABASE_URL: databaseUrl }, /Done\./)
  payloadCli(
    ['migrate:create', name, '--skip-empty'],
    { DATABASE_URL: databaseUrl },
    /Migration created|DOWN statements generation complete/,
  )
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-migrate-'))
try {
  migrateAndCreate(`file:${path.join(scratch, 'scratch.db')}`)
  const pg = await startPostgres()
  try {
    migrateAndCreate(pg.createDatabase('scratch'))
  } finally {
    pg.stop()
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true })
}
