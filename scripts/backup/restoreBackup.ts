import fs from 'node:fs'
import path from 'node:path'

import { mediaDir } from '@/content/media/mediaDir'
import { databaseKind, sqliteFile } from '@/platform/db/databaseUrl'
import { env } from '@/platform/settings/env'

import { pathInBackup } from './backupEntry'
import { BackupError } from './BackupError'
import { copyFolder, type CopyModes, countFiles } from './copyFolder'
import { backupStamp, createBackup } from './createBackup'
import { assertSameBytes, type BackupManifest, readManifest } from './manifest'
import { assertDumpReadable, assertPostgresUnused, restorePostgres } from './postgresTools'
import { assertSqliteIntact, takeSqliteOffline } from './sqliteFiles'

export type RestoreResult = { manifest: BackupManifest; setAside: string[] }

/** Uploads are public files the site serves: restored with ordinary modes, not the backup's private ones. */
const MEDIA_MODES: CopyModes = { folders: 0o755, files: 0o644 }

function assertMediaComplete(folder: string, manifest: BackupManifest): string {
  const copy = pathInBackup(folder, manifest.media.folder)
  const files = countFiles(copy)
  if (!fs.existsSync(copy) || files !== manifest.media.files) {
    throw new BackupError(
      `the media copy ${copy} holds ${files} files where its manifest says ${manifest.media.files}: it is incomplete`,
    )
  }
  return copy
}

/** `base`, or `base-2`, `base-3`…: the first name nothing holds yet (two restores may start in one second). */
function freeName(base: string): string {
  let name = base
  for (let n = 2; fs.existsSync(name); n++) name = `${base}-${n}`
  return name
}

/** Moves a file or folder aside under a name that says why; returns the new name, or nothing when there was none. */
function setAside(target: string, stamp: string): string | undefined {
  if (!fs.existsSync(target)) return undefined
  const aside = freeName(`${target}.before-restore-${stamp}`)
  fs.renameSync(target, aside)
  return aside
}

/**
 * Puts a backup in place of the database DATABASE_URL names and of the media folder. Everything is
 * checked and staged next to its destination first (sha256, SQLite's integrity check or pg_restore's
 * reading of the dump, the media file count), and a site still using the database is refused, so a
 * refusal changes nothing. The current SQLite file and media folder are renamed `*.before-restore-<stamp>`,
 * never deleted; a PostgreSQL database is first backed up next to the backup restored, as `<stamp>-before-restore`.
 */
export async function restoreBackup(folder: string): Promise<RestoreResult> {
  const manifest = readManifest(folder)
  const url = env().DATABASE_URL ?? ''
  const kind = databaseKind(url)
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `${folder} holds a ${manifest.database.kind} database, ` +
        `but DATABASE_URL points at ${kind === 'sqlite' ? 'a SQLite file' : 'PostgreSQL'}`,
    )
  }
  const copy = pathInBackup(folder, manifest.database.file)
  assertSameBytes(copy, manifest)
  const mediaCopy = assertMediaComplete(folder, manifest)

  const stamp = backupStamp()
  const media = mediaDir()
  const stagedMedia = `${media}.restoring-${stamp}`
  const setAsidePaths: string[] = []
  if (kind === 'sqlite') {
    const target = sqliteFile()
    const staged = `${target}.restoring-${stamp}`
    try {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(copy, staged)
      assertSameBytes(staged, manifest)
      await assertSqliteIntact(staged)
      copyFolder(mediaCopy, stagedMedia, MEDIA_MODES)
      await takeSqliteOffline(target)
    } catch (error) {
      fs.rmSync(staged, { force: true })
      fs.rmSync(stagedMedia, { recursive: true, force: true })
      throw error
    }
    for (const file of [target, `${target}-wal`, `${target}-shm`]) {
      const aside = setAside(file, stamp)
      if (aside) setAsidePaths.push(aside)
    }
    fs.renameSync(staged, target)
  } else {
    try {
      assertDumpReadable(copy)
      assertPostgresUnused(url)
      copyFolder(mediaCopy, stagedMedia, MEDIA_MODES)
      const aside = freeName(path.join(path.dirname(folder), `${stamp}-before-restore`))
      setAsidePaths.push((await createBackup(aside)).folder)
      restorePostgres(url, copy)
    } catch (error) {
      fs.rmSync(stagedMedia, { recursive: true, force: true })
      throw error
    }
  }
  const mediaAside = setAside(media, stamp)
  if (mediaAside) setAsidePaths.push(mediaAside)
  fs.mkdirSync(path.dirname(media), { recursive: true })
  fs.renameSync(stagedMedia, media)
  return { manifest, setAside: setAsidePaths }
}
