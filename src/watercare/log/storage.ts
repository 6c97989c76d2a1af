/**
 * The care log in the browser's own storage, under one versioned key; nothing here talks to a server. A
 * value that does not read as a log is reported, never overwritten: the owner may download it or clear it.
 */

import type { LogEntry } from './entry'
import { checkLogText, LOG_VERSION } from './logFile'

export const STORAGE_KEY = 'tubwise.careLog.v1'

export type LogRead =
  { state: 'ok'; entries: LogEntry[] } | { state: 'corrupt'; raw: string; problem: string } | { state: 'unavailable' }

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The page's localStorage, or null where the browser refuses it (storage off, some private modes). */
export function deviceStorage(): Store | null {
  try {
    const storage = window.localStorage
    return storage ? storage : null
  } catch {
    return null
  }
}

/** What the storage holds under the key: its text, nothing (null), or `unavailable` when it refuses. */
export function rawLog(storage: Store | null): string | null | { unavailable: true } {
  if (!storage) return UNAVAILABLE
  try {
    return storage.getItem(STORAGE_KEY)
  } catch {
    return UNAVAILABLE
  }
}
const UNAVAILABLE = { unavailable: true } as const

export const readLog = (storage: Store | null): LogRead => logOf(rawLog(storage))

export function logOf(raw: ReturnType<typeof rawLog>): LogRead {
  if (typeof raw === 'object' && raw !== null) return { state: 'unavailable' }
  if (raw === null) return { state: 'ok', entries: [] }
  const checked = checkLogText(raw, 'What this browser holds')
  return checked.ok ? { state: 'ok', entries: checked.entries } : { state: 'corrupt', raw, problem: checked.problem }
}

export type Written = 'ok' | 'full' | 'unavailable'

export function writeLog(storage: Store | null, entries: readonly LogEntry[]): Written {
  if (!storage) return 'unavailable'
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: LOG_VERSION, entries }))
    return 'ok'
  } catch (error) {
    return error instanceof DOMException && error.name === 'QuotaExceededError' ? 'full' : 'unavailable'
  }
}

/** Only when the owner asks, after the page offered to download what is there. */
export function clearLog(storage: Store | null): void {
  storage?.removeItem(STORAGE_KEY)
}
