import fs from 'node:fs'
import path from 'node:path'

/** How often a file that changes while it is copied is copied again before the copy gives up. */
const ATTEMPTS = 5

/** Modes set on every copied folder and file, whatever the source's modes and the umask. */
export type CopyModes = { folders: number; files: number }

/**
 * Copies a folder tree file by file. Uploads are written once under a new name, except that an
 * admin crop or focal-point edit rewrites an image and its sizes under the same names; a file whose
 * size or modification time moved while it was copied is therefore copied again.
 */
export function copyFolder(from: string, to: string, modes?: CopyModes): { files: number; bytes: number } {
  const totals = { files: 0, bytes: 0 }
  fs.mkdirSync(to, { recursive: true, mode: modes?.folders })
  if (modes) fs.chmodSync(to, modes.folders)
  if (!fs.existsSync(from)) return totals
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) {
      const inner = copyFolder(source, target, modes)
      totals.files += inner.files
      totals.bytes += inner.bytes
    } else if (entry.isFile()) {
      totals.files += 1
      totals.bytes += copySettledFile(source, target)
      if (modes) fs.chmodSync(target, modes.files)
    }
  }
  return totals
}

function copySettledFile(source: string, target: string): number {
  for (let attempt = 1; ; attempt++) {
    const before = fs.statSync(source)
    fs.copyFileSync(source, target)
    const after = fs.statSync(source)
    if (before.size === after.size && before.mtimeMs === after.mtimeMs) return after.size
    if (attempt === ATTEMPTS) throw new Error(`${source} kept changing while it was copied`)
  }
}

/** Counts the files a folder tree holds, to compare a copy with its manifest. */
export function countFiles(folder: string): number {
  if (!fs.existsSync(folder)) return 0
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length
}
