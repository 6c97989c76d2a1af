import fs from 'node:fs'
import path from 'node:path'

import { BackupError } from './BackupError'

/**
 * Why a name from a manifest cannot be a file or folder inside the backup, or nothing when it can.
 * A restore reads what the manifest names: a name that leaves the backup folder would make it read
 * (and copy into the site) whatever lies there.
 */
export function backupEntryProblem(name: string): string | undefined {
  if (name.length === 0) return 'is empty'
  if (path.isAbsolute(name) || path.win32.isAbsolute(name))
    return `"${name}" is an absolute path, not a name inside the backup folder`
  const segments = name.split(/[\\/]/)
  if (segments.includes('..')) return `"${name}" leaves the backup folder (a ".." segment)`
  if (segments.every((segment) => segment === '.' || segment === ''))
    return `"${name}" is the backup folder itself, not a name inside it`
  return undefined
}

/**
 * The full path of a manifest's entry, refused unless it lies inside the backup folder, also once
 * symbolic links are followed.
 */
export function pathInBackup(folder: string, name: string): string {
  const problem = backupEntryProblem(name)
  if (problem) throw new BackupError(`the manifest in ${folder} names ${problem}`)
  const root = path.resolve(folder)
  const full = path.resolve(root, name)
  const real = fs.existsSync(full) ? fs.realpathSync(full) : full
  for (const [base, target] of [
    [root, full],
    [fs.realpathSync(root), real],
  ] as const) {
    const relative = path.relative(base, target)
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new BackupError(`the manifest in ${folder} names "${name}", which leads outside the backup folder`)
    }
  }
  return full
}
