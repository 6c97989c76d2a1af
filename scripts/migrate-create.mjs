// Generates a migration for both databases after a schema change:
//   npm run migrate:create -- <name>
// SQLite against a scratch file, PostgreSQL against a private throwaway cluster.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres } from './lib/postgres.mjs'

const name = process.argv[2] ?? 'change'
const run = (env) =>
  execFileSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', ...env },
  })

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-migrate-'))
try {
  // Bring the scratch database up to the committed migrations first, so only the change is new.
  const sqliteUrl = `file:${path.join(scratch, 'scratch.db')}`
  execFileSync('npx', ['payload', 'migrate'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: sqliteUrl } })
  run({ DATABASE_URL: sqliteUrl })

  const pg = await startPostgres()
  try {
    const url = pg.createDatabase('scratch')
    execFileSync('npx', ['payload', 'migrate'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } })
    run({ DATABASE_URL: url })
  } finally {
    pg.stop()
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true })
}
