import fs from 'node:fs'

/**
 * The database holds personal data and staff password hashes: its folder and files are for the
 * server's own user only, whatever the umask (0022 would make them world-readable). Applied at every
 * start, so files made before this rule are tightened too.
 */
export const PRIVATE_FOLDER_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** `dir` made if missing, and readable by its owner only. */
export function privateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE })
  fs.chmodSync(dir, PRIVATE_FOLDER_MODE)
}

/**
 * The SQLite database `file` and its companions (`-wal`, `-shm`, `-journal`) readable by the owner
 * only. A missing database is created empty (an empty file is an empty SQLite database) with that
 * mode before SQLite opens it: SQLite gives the WAL and shared-memory files it creates later the
 * mode of the database file.
 */
export function privateSqliteFiles(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE))
  for (const each of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      fs.chmodSync(each, PRIVATE_FILE_MODE)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
}
