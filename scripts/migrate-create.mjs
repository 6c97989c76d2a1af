// Generates a migration for both databases after a schema change:
//   npm run migrate:create -- <name>
// SQLite against a scratch file, PostgreSQL against a private throwaway cluster.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres } from './lib/postgres.mjs'
import { bin, root } from './lib/setup.mjs'

const name = process.argv[2] ?? 'change'
if (name === 'initial') throw new Error('"initial" is reserved by Payload and produces nothing; choose another name.')

/**
 * Runs Payload's CLI until its output shows it finished. The CLI loads TypeScript through an
 * async loader that does not hold Node's event loop open, and now and then exits 0 having done
 * nothing; `done` recognises a real finish.
 */
function payloadCli(args, env, done) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = spawnSync(bin('payload'), args, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development', ...env },
    })
    process.stdout.write(result.stdout)
    process.stderr.write(result.stderr)
    if (result.status !== 0) throw new Error(`payload ${args.join(' ')} exited with ${result.status}`)
    if (done.test(result.stdout + result.stderr)) return
  }
  throw new Error(`payload ${args.join(' ')} kept exiting without finishing`)
}

const migrateAndCreate = (databaseUrl) => {
  // Bring the scratch database up to the committed migrations first, so only the change is new.
  payloadCli(['migrate'], { DATABASE_URL: databaseUrl }, /Done\./)
  payloadCli(['migrate:create', name, '--skip-empty'], { DATABASE_URL: databaseUrl }, /Migration created|DOWN statements generation complete/)
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
