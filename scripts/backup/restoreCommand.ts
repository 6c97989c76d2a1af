// npm run restore -- <backup folder>: puts a backup made by `npm run backup` in place of the database
// DATABASE_URL names and of the media folder. Stop the site first. See restoreBackup.ts.
import path from 'node:path'

import { BackupError } from './BackupError'
import { restoreBackup } from './restoreBackup'

const [folder] = process.argv.slice(2)
if (!folder) {
  console.error(
    '[tubwise] restore: name the backup folder, for example: npm run restore -- backups/2026-11-23T08-18-44Z',
  )
  process.exitCode = 1
} else {
  try {
    const { manifest, setAside } = await restoreBackup(path.resolve(folder))
    console.log(
      `[tubwise] restored the backup of ${manifest.createdAt} ` +
        `(${manifest.database.kind}, ${manifest.media.files} media files)`,
    )
    for (const aside of setAside) console.log(`[tubwise]   the previous data was kept at ${aside}`)
    // Pages cached before the restore hold the replaced database's content; a new build starts without them.
    console.log('[tubwise] start the site with a fresh page cache: rm -f .next/tubwise-build-stamp && npm start')
  } catch (error) {
    if (error instanceof BackupError) console.error(`[tubwise] restore refused, nothing was changed: ${error.message}`)
    else console.error(`[tubwise] restore failed: ${error instanceof Error ? error.stack : error}`)
    process.exitCode = 1
  }
}
