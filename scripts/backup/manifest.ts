import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { backupEntryProblem } from './backupEntry'
import { BackupError } from './BackupError'

/** Written last: a folder without it is an unfinished backup. */
export const MANIFEST_FILE = 'manifest.json'

/** A file or folder inside the backup folder; never one outside it. */
const entryName = z.string().superRefine((name, context) => {
  const problem = backupEntryProblem(name)
  if (problem) context.addIssue({ code: 'custom', message: problem })
})

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** Where it was copied from: the SQLite file, or the PostgreSQL URL without its password. */
    source: z.string(),
    /** The copy's file name inside the backup folder. */
    file: entryName,
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  media: z.object({
    source: z.string(),
    folder: entryName,
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
  }),
})

export type BackupManifest = z.infer<typeof manifestSchema>

export function writeManifest(folder: string, manifest: BackupManifest, mode: number): void {
  const file = path.join(folder, MANIFEST_FILE)
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`, { mode })
  fs.chmodSync(file, mode)
}

/** The manifest of a finished backup, or a BackupError saying what is wrong with the folder. */
export function readManifest(folder: string): BackupManifest {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory())
    throw new BackupError(`there is no backup folder at ${folder}`)
  const file = path.join(folder, MANIFEST_FILE)
  if (!fs.existsSync(file)) throw new BackupError(`${folder} has no ${MANIFEST_FILE}: it is not a finished backup`)
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    throw new BackupError(`${file} is not valid JSON`)
  }
  const result = manifestSchema.safeParse(data)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    throw new BackupError(`${file} is not a TubWise backup manifest (${problems})`)
  }
  return result.data
}

export function sha256File(file: string): string {
  const hash = createHash('sha256')
  const descriptor = fs.openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(1 << 20)
    let read: number
    while ((read = fs.readSync(descriptor, buffer, 0, buffer.length, null)) > 0) hash.update(buffer.subarray(0, read))
  } finally {
    fs.closeSync(descriptor)
  }
  return hash.digest('hex')
}

/** Refuses a copy whose bytes are not the ones the backup recorded. */
export function assertSameBytes(file: string, manifest: BackupManifest): void {
  if (!fs.existsSync(file)) throw new BackupError(`the database copy ${file} is missing`)
  const { bytes, sha256 } = manifest.database
  if (fs.statSync(file).size !== bytes || sha256File(file) !== sha256) {
    throw new BackupError(
      `the database copy ${file} does not match its manifest (size or sha256 differ): it is damaged`,
    )
  }
}
