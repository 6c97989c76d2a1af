import fs from 'node:fs'
import path from 'node:path'

import { mediaDir } from '@/content/media/mediaDir'
import { databaseKind, sqliteFile } from '@/db/databaseUrl'
import { env } from '@/server/env'

import { BackupError } from './BackupError'
import { copyFolder } from './copyFolder'
import { type BackupManifest, sha256File, writeManifest } from './manifest'
import { dumpPostgres, redactedUrl } from './postgresTools'
import { copySqliteOnline, assertSqliteIntact } from './sqliteFiles'

/** Where `npm run backup` puts its folders unless given one. */
export const BACKUPS_ROOT = path.resolve(process.cwd(), 'backups')

/** `2026-11-23T08-18-44Z`: sortable, and a valid file name everywhere. */
export const backupStamp = (now = new Date()): string => now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')

function prepareFolder(folder: string): void {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new BackupError(`${folder} already exists and is not empty: give a new folder`)
  }
  fs.mkdirSync(folder, { recursive: true })
}

/**
 * Copies the database named by DATABASE_URL and then the media folder into `folder`, while the site
 * keeps running, and writes the manifest last. The database copy is one consistent snapshot; media
 * files are copied after it, so every file that snapshot refers to is there (uploads get new names;
 * only a file deleted in between would be missing), and files uploaded since are extra, unused ones.
 */
export async function createBackup(folder = path.join(BACKUPS_ROOT, backupStamp())): Promise<{ folder: string; manifest: BackupManifest }> {
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
      await assertSqliteIntact(copy)
    } else {
      source = redactedUrl(url)
      dumpPostgres(url, copy)
    }
    const mediaFolder = 'media'
    const mediaTotals = copyFolder(media, path.join(folder, mediaFolder))
    const manifest: BackupManifest = {
      format: 1,
      createdAt,
      database: { kind, source, file, bytes: fs.statSync(copy).size, sha256: sha256File(copy) },
      media: { source: media, folder: mediaFolder, ...mediaTotals },
    }
    writeManifest(folder, manifest)
    return { folder, manifest }
  } catch (error) {
    // A half-written backup must not look like one: remove what this run wrote.
    fs.rmSync(folder, { recursive: true, force: true })
    throw error
  }
}
