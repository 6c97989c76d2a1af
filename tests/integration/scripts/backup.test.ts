import { execFileSync, spawn } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { backupStamp } from '../../../scripts/backup/createBackup'
import { MANIFEST_FILE, type BackupManifest } from '../../../scripts/backup/manifest'
import { findPgTool } from '../../../scripts/backup/postgresTools'
import { createDatabaseAt } from '../../support/postgres'
import { startTestPayload, testDatabase } from '../../support/payload'

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tubwise-backup-test-'))
const postgres = testDatabase() === 'postgres'
const pgToolsMissing = (() => {
  try {
    findPgTool('pg_dump')
    findPgTool('pg_restore')
    findPgTool('psql')
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
})()

let payload: Payload
let mediaFile: { name: string; sha256: string }
let before: number[] = []
const written: number[] = []
let backup: string
let restored: ReturnType<typeof freshLocation>

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')

/** Runs `npm run backup` or `npm run restore` as the operator would: a separate process, its own environment. */
function npmScript(name: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', `${name}.ts`), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** A fresh place to restore into: another SQLite file or PostgreSQL database, and another media folder. */
function freshLocation() {
  const folder = fs.mkdtempSync(path.join(work, 'restored-'))
  const databaseUrl = postgres
    ? createDatabaseAt(inject('postgresPort'), `tubwise_restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`)
    : `file:${path.join(folder, 'tubwise.db')}`
  return { folder, env: { DATABASE_URL: databaseUrl, MEDIA_DIR: path.join(folder, 'media') } }
}

async function brandIdsAt(databaseUrl: string): Promise<number[]> {
  if (postgres) {
    const out = execFileSync(
      'psql',
      [
        '--no-psqlrc',
        '--tuples-only',
        '--no-align',
        '--command=SELECT id FROM spa_brands ORDER BY id',
        `--dbname=${databaseUrl}`,
      ],
      { encoding: 'utf8' },
    )
    return out.split('\n').filter(Boolean).map(Number)
  }
  const client = createClient({ url: databaseUrl })
  try {
    return (await client.execute('SELECT id FROM spa_brands ORDER BY id')).rows.map((row) => Number(row[0]))
  } finally {
    client.close()
  }
}

/** Every file under a folder with its sha256: what "changed nothing" compares. */
function snapshot(folder: string): Record<string, string> {
  if (!fs.existsSync(folder)) return {}
  return Object.fromEntries(
    fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return [path.relative(folder, file), sha256(file)]
      }),
  )
}

beforeAll(async () => {
  payload = await startTestPayload()
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0d5960' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A teal square' },
    file: { data: png, mimetype: 'image/png', name: 'teal.png', size: png.length },
  })
  const name = media.filename as string
  mediaFile = { name, sha256: sha256(path.join(process.env.MEDIA_DIR as string, name)) }
  for (let i = 0; i < 20; i++)
    written.push((await payload.create({ collection: 'spa-brands', data: { name: `Brand ${i}` } })).id)
}, 120_000)
afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(work, { recursive: true, force: true })
})

// Each test runs the real npm scripts as child processes, several times: give them room on a busy machine.
describe.skipIf(postgres && pgToolsMissing)(
  `npm run backup and npm run restore (${testDatabase()})` +
    `${postgres && pgToolsMissing ? `: skipped, ${pgToolsMissing}` : ''}`,
  { timeout: 120_000 },
  () => {
    it('copies the database and the media folder while the site keeps writing', async () => {
      let stop = false
      let i = 0
      const writes = (async () => {
        while (!stop) {
          written.push((await payload.create({ collection: 'spa-brands', data: { name: `During ${i++}` } })).id)
          // libsql runs on this thread and settles through microtasks only: without a pause between
          // writes, nothing else here (the child's exit, timers) would ever run.
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
      })()
      while (i < 3) await new Promise((resolve) => setTimeout(resolve, 10))
      before = [...written]
      backup = path.join(work, 'backup-1')
      const run = await npmScript('backup', [backup])
      const writtenDuringBackup = written.length - before.length
      stop = true
      await writes

      expect(run.output).toContain('backup written to')
      expect(run.code).toBe(0)
      expect(writtenDuringBackup).toBeGreaterThan(0)
      const manifest = JSON.parse(fs.readFileSync(path.join(backup, MANIFEST_FILE), 'utf8')) as BackupManifest
      expect(manifest.database.kind).toBe(testDatabase())
      expect(manifest.database.sha256).toBe(sha256(path.join(backup, manifest.database.file)))
      expect(manifest.media.files).toBeGreaterThanOrEqual(1)
      expect(sha256(path.join(backup, 'media', mediaFile.name))).toBe(mediaFile.sha256)
    })

    it('writes the backup for its owner only: folders 0700, files 0600', () => {
      const modeOf = (target: string) => fs.statSync(target).mode & 0o777
      const entries = fs
        .readdirSync(backup, { recursive: true, withFileTypes: true })
        .map((entry) => ({ entry, full: path.join(entry.parentPath, entry.name) }))
      const modes = Object.fromEntries([
        ['.', modeOf(backup)],
        ...entries.map(({ full }) => [path.relative(backup, full), modeOf(full)]),
      ])
      const expected = Object.fromEntries([
        ['.', 0o700],
        ...entries.map(({ entry, full }) => [path.relative(backup, full), entry.isDirectory() ? 0o700 : 0o600]),
      ])
      expect(entries.filter(({ entry }) => entry.isFile()).length).toBeGreaterThanOrEqual(3)
      expect(modes).toEqual(expected)
    })

    it('restores into a fresh location: every row committed before the backup began, and the media', async () => {
      const fresh = (restored = freshLocation())
      const run = await npmScript('restore', [backup], fresh.env)
      expect(run.output).toContain('restored the backup')
      expect(run.code).toBe(0)

      if (!postgres) {
        const client = createClient({ url: fresh.env.DATABASE_URL })
        expect((await client.execute('PRAGMA integrity_check')).rows[0]?.[0]).toBe('ok')
        client.close()
      }
      const ids = await brandIdsAt(fresh.env.DATABASE_URL)
      expect(ids).toEqual(expect.arrayContaining(before))
      // A snapshot: nothing that was never written, and nothing torn.
      expect(written).toEqual(expect.arrayContaining(ids))
      expect(sha256(path.join(fresh.env.MEDIA_DIR, mediaFile.name))).toBe(mediaFile.sha256)
    })

    it('restores over an existing database and media folder, keeping both aside', async () => {
      // Another restore of this backup set its data aside in this very second: this one keeps its own.
      const now = Date.now()
      for (let second = 0; second < 60; second++) {
        const taken = path.join(path.dirname(backup), `${backupStamp(new Date(now + second * 1000))}-before-restore`)
        fs.mkdirSync(taken, { recursive: true })
        fs.writeFileSync(path.join(taken, 'taken'), '')
      }
      const run = await npmScript('restore', [backup], restored.env)
      expect(run.code, run.output).toBe(0)
      const kept = [...run.output.matchAll(/previous data was kept at (.+)/g)].map((match) => match[1] as string)
      expect(kept).toHaveLength(2)
      expect(kept.every((place) => fs.existsSync(place))).toBe(true)
      const [database, media] = kept as [string, string]
      expect(media).toMatch(/media\.before-restore-/)
      expect(fs.readdirSync(media)).toContain(mediaFile.name)
      if (postgres) {
        // The database that was replaced, as a backup of its own beside the one restored.
        expect(database).toMatch(/-before-restore-2$/)
        expect(JSON.parse(fs.readFileSync(path.join(database, MANIFEST_FILE), 'utf8')).database.kind).toBe('postgres')
      } else {
        expect(database).toMatch(/tubwise\.db\.before-restore-/)
        expect(await brandIdsAt(`file:${database}`)).toEqual(await brandIdsAt(restored.env.DATABASE_URL))
      }
    })

    it('refuses while a site is using the database, and changes nothing', async () => {
      // This test's own Payload has the database open, as a running server would.
      const media = process.env.MEDIA_DIR as string
      const mediaBefore = snapshot(media)
      const rowsBefore = await payload.count({ collection: 'spa-brands' })
      const run = await npmScript('restore', [backup])
      expect(run.code).toBe(1)
      expect(run.output).toMatch(postgres ? /other session\(s\) are connected/ : /a running site is using/)
      expect(run.output).toContain('nothing was changed')
      expect(await payload.count({ collection: 'spa-brands' })).toEqual(rowsBefore)
      expect(snapshot(media)).toEqual(mediaBefore)
      const siblings = fs.readdirSync(path.dirname(media)).filter((name) => /before-restore|restoring/.test(name))
      expect(siblings).toEqual([])
    })

    it('refuses a missing, unfinished or damaged backup with a clear message, and changes nothing', async () => {
      const target = freshLocation()
      expect((await npmScript('restore', [backup], target.env)).code).toBe(0)
      const databaseBefore = await brandIdsAt(target.env.DATABASE_URL)
      const folderBefore = snapshot(target.folder)

      const damaged = path.join(work, 'damaged')
      fs.cpSync(backup, damaged, { recursive: true })
      const manifest = JSON.parse(fs.readFileSync(path.join(damaged, MANIFEST_FILE), 'utf8')) as BackupManifest
      const copy = path.join(damaged, manifest.database.file)
      const bytes = fs.readFileSync(copy)
      bytes.fill(0x5a, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 4096)
      fs.writeFileSync(copy, bytes)

      const unfinished = path.join(work, 'unfinished')
      fs.cpSync(backup, unfinished, { recursive: true })
      fs.rmSync(path.join(unfinished, MANIFEST_FILE))

      const cases: [string, RegExp][] = [
        [path.join(work, 'no-such-backup'), /there is no backup folder at/],
        [unfinished, /it is not a finished backup/],
        [damaged, /does not match its manifest/],
      ]
      for (const [folder, message] of cases) {
        const run = await npmScript('restore', [folder], target.env)
        expect(run.code, run.output).toBe(1)
        expect(run.output).toMatch(message)
        expect(run.output).toContain('nothing was changed')
      }
      expect(await brandIdsAt(target.env.DATABASE_URL)).toEqual(databaseBefore)
      expect(snapshot(target.folder)).toEqual(folderBefore)
    })

    it('refuses a manifest naming a file or folder outside the backup folder, and changes nothing', async () => {
      const target = freshLocation()
      const outside = path.join(work, 'outside')
      fs.mkdirSync(outside)
      const crafted = path.join(outside, 'crafted')
      fs.cpSync(backup, crafted, { recursive: true })
      // What a name leaving the folder would reach: the real database copy, one level up.
      const manifest = JSON.parse(fs.readFileSync(path.join(crafted, MANIFEST_FILE), 'utf8')) as BackupManifest
      fs.copyFileSync(path.join(crafted, manifest.database.file), path.join(outside, 'x'))

      const names: [string, Partial<BackupManifest['database']>, Partial<BackupManifest['media']>][] = [
        ['../x', { file: '../x' }, {}],
        ['/etc/x', { file: '/etc/x' }, {}],
        ['..', {}, { folder: '..' }],
        ['media/../../crafted/media', {}, { folder: 'media/../../crafted/media' }],
      ]
      for (const [name, database, media] of names) {
        fs.writeFileSync(
          path.join(crafted, MANIFEST_FILE),
          JSON.stringify({
            ...manifest,
            database: { ...manifest.database, ...database },
            media: { ...manifest.media, ...media },
          }),
        )
        const run = await npmScript('restore', [crafted], target.env)
        expect(run.code, run.output).toBe(1)
        expect(run.output).toContain('nothing was changed')
        expect(run.output).toContain(`"${name}"`)
        expect(run.output).toMatch(/leaves the backup folder|absolute path/)
      }
      expect(fs.readdirSync(target.folder)).toEqual([])
    })

    it.skipIf(postgres)(
      "refuses a copy that fails SQLite's integrity check even when its manifest matches it",
      async () => {
        const target = freshLocation()
        const corrupt = path.join(work, 'corrupt')
        fs.cpSync(backup, corrupt, { recursive: true })
        const manifestFile = path.join(corrupt, MANIFEST_FILE)
        const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest
        const copy = path.join(corrupt, manifest.database.file)
        const bytes = fs.readFileSync(copy)
        // Past the header, in the pages: the file still opens as SQLite.
        bytes.fill(0xa5, bytes.length - 8192, bytes.length - 4096)
        fs.writeFileSync(copy, bytes)
        fs.writeFileSync(
          manifestFile,
          JSON.stringify({ ...manifest, database: { ...manifest.database, sha256: sha256(copy) } }),
        )

        const run = await npmScript('restore', [corrupt], target.env)
        expect(run.code, run.output).toBe(1)
        expect(run.output).toMatch(/fails SQLite's integrity check|cannot be read as SQLite/)
        expect(run.output).toContain('nothing was changed')
        expect(fs.readdirSync(target.folder)).toEqual([])
      },
    )
  },
)
