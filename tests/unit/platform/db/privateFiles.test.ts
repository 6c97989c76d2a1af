import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { privateFolder, privateSqliteFiles } from '@/platform/db/privateFiles'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-private-files-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

describe("the database's folder and files, its owner's only", () => {
  it('makes a missing folder 0700, and tightens one made 0755 before', () => {
    const fresh = path.join(work, 'fresh', 'data')
    privateFolder(fresh)
    expect(modeOf(fresh)).toBe(0o700)

    const old = path.join(work, 'old-data')
    fs.mkdirSync(old, { mode: 0o755 })
    fs.chmodSync(old, 0o755)
    privateFolder(old)
    expect(modeOf(old)).toBe(0o700)
  })

  it('creates a missing database empty and 0600, whatever the umask', () => {
    const file = path.join(work, 'new.db')
    const before = process.umask(0o022)
    try {
      privateSqliteFiles(file)
    } finally {
      process.umask(before)
    }
    expect(modeOf(file)).toBe(0o600)
    expect(fs.statSync(file).size).toBe(0)
  })

  it('tightens an existing database and its WAL and shared-memory files to 0600, keeping their bytes', () => {
    const file = path.join(work, 'old.db')
    for (const each of [file, `${file}-wal`, `${file}-shm`]) {
      fs.writeFileSync(each, `bytes of ${each}`, { mode: 0o644 })
      fs.chmodSync(each, 0o644)
    }
    privateSqliteFiles(file)
    for (const each of [file, `${file}-wal`, `${file}-shm`]) {
      expect(modeOf(each), each).toBe(0o600)
      expect(fs.readFileSync(each, 'utf8')).toBe(`bytes of ${each}`)
    }
    expect(fs.existsSync(`${file}-journal`)).toBe(false)
  })
})
