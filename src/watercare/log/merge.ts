import type { LogEntry } from './entry'
import { MAX_ENTRIES } from './logFile'

export type Merged = { entries: LogEntry[]; added: number; alreadyHere: number } | { tooMany: true }

/**
 * An imported log joined to the one on the device: an entry whose id is already here is left as it is
 * here (the file does not overwrite), so importing the same file twice adds nothing the second time.
 */
export function mergeEntries(here: readonly LogEntry[], imported: readonly LogEntry[]): Merged {
  const ids = new Set(here.map((entry) => entry.id))
  const fresh: LogEntry[] = []
  for (const entry of imported) {
    if (ids.has(entry.id)) continue
    ids.add(entry.id)
    fresh.push(entry)
  }
  if (here.length + fresh.length > MAX_ENTRIES) return { tooMany: true }
  return { entries: [...here, ...fresh], added: fresh.length, alreadyHere: imported.length - fresh.length }
}
