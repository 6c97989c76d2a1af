import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, testDatabase } from '../../../support/payload'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-private-db-'))
const file = path.join(folder, 'tubwise.db')
let payload: Payload | undefined
let umask: number | undefined

describe.skipIf(testDatabase() !== 'sqlite')('a SQLite database a server opens', () => {
  beforeAll(async () => {
    // As a umask of 0022 leaves files: readable by every user of the machine.
    umask = process.umask(0o022)
    payload = await startTestPayload({ databaseUrl: `file:${file}` })
    await payload.create({
      collection: 'outbox',
      data: { to: 'staff@tubwise.example', subject: 'Modes', text: 'x', status: 'held' },
      overrideAccess: true,
    })
  })
  afterAll(async () => {
    await payload?.destroy()
    fs.rmSync(folder, { recursive: true, force: true })
    if (umask !== undefined) process.umask(umask)
  })

  it('is 0600, and so are the WAL and shared-memory files SQLite made next to it', () => {
    for (const each of [file, `${file}-wal`, `${file}-shm`]) {
      expect(fs.existsSync(each), each).toBe(true)
      expect(fs.statSync(each).mode & 0o777, each).toBe(0o600)
    }
  })
})
