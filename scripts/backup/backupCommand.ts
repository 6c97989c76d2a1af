// npm run backup [-- <folder>]: a consistent copy of the database and the media folder, taken while
// the site runs, into backups/<UTC stamp>/ or the folder given. See createBackup.ts.
import path from 'node:path'

import { BackupError } from './BackupError'
import { createBackup } from './createBackup'

const [folder] = process.argv.slice(2)
try {
  const started = Date.now()
  const { folder: written, manifest } = await createBackup(folder ? path.resolve(folder) : undefined)
  const { database, media } = manifest
  console.log(`[tubwise] backup written to ${written} in ${Date.now() - started} ms`)
  console.log(
    `[tubwise]   database (${database.kind}) ${database.source} → ${database.file}, ` +
      `${database.bytes} bytes, sha256 ${database.sha256}`,
  )
  console.log(`[tubwise]   media ${media.source} → ${media.folder}/, ${media.files} files, ${media.bytes} bytes`)
} catch (error) {
  const why = error instanceof BackupError ? error.message : error instanceof Error ? error.stack : error
  console.error(`[tubwise] backup failed: ${why}`)
  process.exitCode = 1
}
