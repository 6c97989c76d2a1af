import { randomUUID } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, inject } from 'vitest'

import { lateBound } from './lateBound'
import { createDatabaseAt } from './postgres.ts'

export const testDatabase = (): 'postgres' | 'sqlite' =>
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'

/**
 * A real Payload on a brand-new, migrated database: a temporary SQLite file, or a fresh
 * database in the run's private PostgreSQL cluster. Call it in `beforeAll`; the config
 * reads the environment when first imported, so set any variables before calling.
 */
export async function startTestPayload(options: { databaseUrl?: string } = {}): Promise<Payload> {
  const name = `tubwise_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  process.env.DATABASE_URL =
    options.databaseUrl ??
    (testDatabase() === 'postgres'
      ? createDatabaseAt(inject('postgresPort'), name)
      : `file:${path.join(os.tmpdir(), `${name}.db`)}`)
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
  process.env.JOBS_AUTORUN = 'off'
  process.env.MEDIA_DIR ??= path.join(os.tmpdir(), `tubwise-test-media-${name}`)

  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { migrateDatabase } = await import('@/platform/db/migrate')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return payload
}

/**
 * The file's Payload: started in `beforeAll` (then `andThen` runs, where a file imports its routes, which read
 * the config when loaded) and destroyed in `afterAll`; what it returns stands for the started Payload (lateBound).
 */
export function useTestPayload(andThen?: () => Promise<void> | void): Payload {
  let started: Payload | undefined
  beforeAll(async () => {
    started = await startTestPayload()
    await andThen?.()
  })
  afterAll(async () => {
    await started?.destroy()
  })
  return lateBound(() => started, 'The test Payload')
}
