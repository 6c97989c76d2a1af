import fs from 'node:fs'
import path from 'node:path'

import { mediaDir } from '@/content/media/mediaDir'
import { databaseKind, sqliteFile } from '@/platform/db/databaseUrl'
import { env } from '@/platform/settings/env'

import { BackupError } from './BackupError'
import { copyFolder, type CopyModes } from './copyFolder'
import { type BackupManifest, sha256File, writeManifest } from './manifest'
import { dumpPostgres, redactedUrl } from './postgresTools'
import { copySqliteOnline, assertSqliteIntact } from './sqliteFiles'

/** Where `npm run backup` puts its folders unless given one. */
export const BACKUPS_ROOT = path.resolve(process.cwd(), 'backups')

/** `2026-11-23T08-18-44Z`: sortable, and a valid file name everywhere. */
export const backupStamp = (now = new Date()): string =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')

/**
 * A backup holds every visitor's personal data and the staff's password hashes: only its owner may
 * read it. Modes are set explicitly, whatever the umask (and whatever pg_dump or SQLite create files with).
 */
export const BACKUP_MODES: CopyModes = { folders: 0o700, files: 0o600 }

function prepareFolder(folder: string): void {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new BackupError(`${folder} already exists and is not empty: give a new folder`)
  }
  fs.mkdirSync(folder, { recursive: true, mode: BACKUP_MODES.folders })
  fs.chmodSync(folder, BACKUP_MODES.folders)
}

/** Creates an empty file only its owner can read, for a tool to write into. */
function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'wx', BACKUP_MODES.files))
  fs.chmodSync(file, BACKUP_MODES.files)
}

/**
 * Copies the database named by DATABASE_URL and then the media folder into `folder`, while the site
 * keeps running, and writes the manifest last. The database copy is one consistent snapshot; media
 * files are copied after it, so every file that snapshot refers to is there (uploads get new names;
 * only a file deleted in between would be missing), and files uploaded since are extra, unused ones.
 */
export async function createBackup(
  folder = path.join(BACKUPS_ROOT, backupStamp()),
): Promise<{ folder: string; manifest: BackupManifest }> {
  const createdAt = new Date().toISOString()
  const url = env().DATABASE_URL ?? ''
  const kind = databaseKind(url)
  const media = mediaDir()
  prepareFolder(folder)
  try {
    const file = kind === 'sqlite' ? 'database.sqlite' : 'database.pgdump'
    const copy = path.join(folder, file)
    let source: string
    if (kind === 'sqlite') {
      source = sqliteFile()
      await copySqliteOnline(source, copy)
      fs.chmodSync(copy, BACKUP_MODES.files)
      await assertSqliteIntact(copy)
    } else {
      source = redactedUrl(url)
      createPrivateFile(copy)
      dumpPostgres(url, copy)
      fs.chmodSync(copy, BACKUP_MODES.files)
    }
    const mediaFolder = 'media'
    const mediaTotals = copyFolder(media, path.join(folder, mediaFolder), BACKUP_MODES)
    const manifest: BackupManifest = {
      format: 1,
      createdAt,
      database: { kind, source, file, bytes: fs.statSync(copy).size, sha256: sha256File(copy) },
      media: { source: media, folder: mediaFolder, ...mediaTotals },
    }
    writeManifest(folder, manifest, BACKUP_MODES.files)
    return { folder, manifest }
  } catch (error) {
    // A half-written backup must not look like one: remove what this run wrote.
    fs.rmSync(folder, { recursive: true, force: true })
    throw error
  }
}
