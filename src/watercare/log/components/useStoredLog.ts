'use client'

import { useMemo, useSyncExternalStore } from 'react'

import type { LogEntry } from '../entry'
import { deviceStorage, type LogRead, logOf, rawLog, STORAGE_KEY, type Written, writeLog } from '../storage'

const CHANGED = 'tubwise:care-log'

function subscribe(onChange: () => void) {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange()
  }
  addEventListener(CHANGED, onChange)
  addEventListener('storage', fromOtherTab)
  return () => {
    removeEventListener(CHANGED, onChange)
    removeEventListener('storage', fromOtherTab)
  }
}

// A string or null compares by value; the refusal is one object, so React sees no change.
const snapshot = () => rawLog(deviceStorage())
// The page is the same for everyone: the server has no log, and says it is being read.
const serverSnapshot = () => undefined

/**
 * The log as this browser keeps it (null until the browser has read it), and a way to write it back.
 * Another tab's change shows here too.
 */
export function useStoredLog(): [LogRead | null, (entries: readonly LogEntry[]) => Written] {
  const raw = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  const read = useMemo(() => (raw === undefined ? null : logOf(raw)), [raw])
  const write = (entries: readonly LogEntry[]) => {
    const written = writeLog(deviceStorage(), entries)
    dispatchEvent(new Event(CHANGED))
    return written
  }
  return [read, write]
}
