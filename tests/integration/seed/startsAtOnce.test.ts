// Two servers starting at once on a new database, then a restart after staff deleted a page: each
// runs the bootstrap as `npm start` does (scripts/lib/setup.ts), in a Node process of its own.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { migrations as postgresMigrations } from '@/platform/db/migrations/postgres'
import { migrations as sqliteMigrations } from '@/platform/db/migrations/sqlite'

import { testDatabase } from '../../support/payload'
import { createDatabaseAt } from '../../support/postgres'

const root = path.resolve(import.meta.dirname, '..', '..', '..')
const setup = pathToFileURL(path.join(root, 'scripts', 'lib', 'setup.ts')).href
const contentFiles = fs
  .readdirSync(path.join(root, 'content'))
  .filter((name) => name.endsWith('.md') && name !== 'README.md')

const name = `tubwise_starts_${randomUUID().replace(/-/g, '').slice(0, 12)}`
const databaseUrl =
  testDatabase() === 'postgres'
    ? () => createDatabaseAt(inject('postgresPort'), name)
    : () => `file:${path.join(os.tmpdir(), `${name}.db`)}`
let url: string

/** Runs the bootstrap in a process of its own; resolves with its exit code and output. */
function bootstrap(): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    PAYLOAD_SECRET: 'starts-at-once-test-secret',
    SITE_URL: 'http://localhost:3999',
    JOBS_AUTORUN: 'off',
    MEDIA_DIR: path.join(os.tmpdir(), `${name}-media`),
    TUBWISE_ENV_FILES: 'ignore',
  }
  const script = `const { bootstrap } = await import(${JSON.stringify(setup)}); bootstrap(process.env)`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

/** Runs one query on the test database and returns its rows. */
async function query(sql: string): Promise<Record<string, unknown>[]> {
  if (testDatabase() === 'postgres') {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(sql)).rows
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url })
  try {
    return (await client.execute(sql)).rows as unknown as Record<string, unknown>[]
  } finally {
    client.close()
  }
}

const count = async (table: string, where = '') =>
  Number((await query(`SELECT count(*) AS n FROM ${table} ${where}`))[0]!.n)

describe(`two servers starting at once, then a restart (${testDatabase()})`, () => {
  beforeAll(() => {
    url = databaseUrl()
  })
  afterAll(() => {
    if (testDatabase() === 'sqlite') {
      for (const suffix of ['', '-wal', '-shm', '.start-lock'])
        fs.rmSync(`${path.join(os.tmpdir(), name)}.db${suffix}`, { force: true })
    }
    fs.rmSync(path.join(os.tmpdir(), `${name}-media`), { recursive: true, force: true })
  })

  it('both succeed; each migration runs once, one admin, and the seed creates everything once', async () => {
    const [a, b] = await Promise.all([bootstrap(), bootstrap()])
    expect(a.code, a.output).toBe(0)
    expect(b.code, b.output).toBe(0)

    // One payload_migrations row per migration: the second server waited, then found nothing to do.
    const migrations = testDatabase() === 'postgres' ? postgresMigrations : sqliteMigrations
    const rows = await query('SELECT name FROM payload_migrations')
    expect(rows.map((row) => row.name).sort()).toEqual(migrations.map((m) => m.name).sort())
    const applied = (output: string) => (output.match(/Migrated: /g) ?? []).length
    expect(applied(a.output) + applied(b.output)).toBe(migrations.length)

    expect(await count('users')).toBe(1)
    expect(await count('posts')).toBe(contentFiles.length)
    expect(await count('spa_brands')).toBe(9)
    expect(await count('spa_products')).toBe(2)
    // The seed ran once: one server created the pages, the other found them all unchanged.
    const created = `[seed] content files: ${contentFiles.length} created`
    expect([a.output, b.output].filter((output) => output.includes(created))).toHaveLength(1)
    expect([a.output, b.output].filter((output) => output.includes(`${contentFiles.length} unchanged`))).toHaveLength(1)
  }, 300_000)

  it('a restart after staff deleted a page, the demo brands and a state leaves them deleted', async () => {
    // As staff do in the admin (a post's versions, aliases and links go with it).
    const { startTestPayload } = await import('../../support/payload')
    const payload = await startTestPayload({ databaseUrl: url })
    try {
      await payload.delete({ collection: 'posts', where: { slug: { equals: 'guide' } }, overrideAccess: true })
      await payload.delete({ collection: 'spa-brands', where: { id: { exists: true } }, overrideAccess: true })
      await payload.delete({ collection: 'state-figures', where: { code: { equals: 'VT' } }, overrideAccess: true })
    } finally {
      await payload.destroy()
    }

    const restart = await bootstrap()
    expect(restart.code, restart.output).toBe(0)
    expect(restart.output).toContain(`[seed] content files: ${contentFiles.length - 1} unchanged, 1 deleted by staff`)
    expect(restart.output).toContain('[seed] price checker brands: none: staff deleted the demo brands, not recreated')
    expect(restart.output).toContain('1 deleted by staff, not recreated')
    expect(restart.output).not.toContain('Migrating:')

    expect(await count('posts', `WHERE slug = 'guide'`)).toBe(0)
    expect(await count('posts')).toBe(contentFiles.length - 1)
    expect(await count('spa_brands')).toBe(0)
    expect(await count('state_figures', `WHERE code = 'VT'`)).toBe(0)
  }, 300_000)
})
