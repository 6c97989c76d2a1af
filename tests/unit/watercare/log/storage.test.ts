import { describe, expect, it } from 'vitest'

import { type LogEntry, logEntrySchema } from '@/watercare/log/entry'
import { checkLogFile, logFileName, logFileText, MAX_FILE_BYTES } from '@/watercare/log/logFile'
import { mergeEntries } from '@/watercare/log/merge'
import { clearLog, readLog, STORAGE_KEY, writeLog } from '@/watercare/log/storage'

/** A Map behind the Storage calls the log uses. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

const entry = (id: string, date: string, pH: number): LogEntry =>
  logEntrySchema.parse({ id, date, sanitiser: 'bromine', pH, sanitiserPpm: 4 })

describe('the care log in the browser’s storage', () => {
  it('reads nothing stored as an empty log, and reads back what it wrote', () => {
    const storage = memoryStorage()
    expect(readLog(storage)).toEqual({ state: 'ok', entries: [] })
    const entries = [entry('aaaaaa', '2026-11-01', 7.4), entry('bbbbbb', '2026-11-02', 7.9)]
    expect(writeLog(storage, entries)).toBe('ok')
    expect(JSON.parse(storage.values.get(STORAGE_KEY)!)).toMatchObject({ version: 1 })
    expect(readLog(storage)).toEqual({ state: 'ok', entries })
  })

  it('reports a value it cannot read, keeps it, and clears it only when asked', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: '{"version":1,"entries":[{"id":"aaaaaa"' })
    const read = readLog(storage)
    expect(read).toEqual({
      state: 'corrupt',
      raw: '{"version":1,"entries":[{"id":"aaaaaa"',
      problem: 'What this browser holds is not a care log: it is not JSON.',
    })
    expect(storage.values.get(STORAGE_KEY)).toBe('{"version":1,"entries":[{"id":"aaaaaa"')

    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 1, entries: [{ ...entry('aaaaaa', '2026-11-01', 7), pH: 12 }] }),
    )
    expect(readLog(storage)).toMatchObject({
      state: 'corrupt',
      problem: 'What this browser holds is not a care log we can read: entry 1, pH: pH must be between 6 and 9.',
    })
    clearLog(storage)
    expect(readLog(storage)).toEqual({ state: 'ok', entries: [] })
  })

  it('says so when the browser keeps nothing or is full', () => {
    expect(readLog(null)).toEqual({ state: 'unavailable' })
    const throwing = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(readLog(throwing)).toEqual({ state: 'unavailable' })
    expect(writeLog(throwing, [])).toBe('full')
  })
})

describe('the log as a file', () => {
  const file = (text: string, size = text.length) => ({ size, text: async () => text })

  it('exports a file named with the day that imports back to the same entries', async () => {
    const entries = [entry('aaaaaa', '2026-11-01', 7.4)]
    expect(logFileName('2026-11-28')).toBe('tubwise-care-log-2026-11-28.json')
    expect(await checkLogFile(file(logFileText(entries, '2026-11-28')))).toEqual({ ok: true, entries })
  })

  it('refuses a file too big, not JSON, or not a log, naming what is wrong', async () => {
    expect(await checkLogFile(file('{}', MAX_FILE_BYTES + 1))).toEqual({
      ok: false,
      problem: 'This file is too big for a care log: the limit is 1 MB.',
    })
    expect(await checkLogFile(file('pH 7.4'))).toEqual({
      ok: false,
      problem: 'This file is not a care log: it is not JSON.',
    })
    expect(await checkLogFile(file('{"version":2,"entries":[]}'))).toEqual({
      ok: false,
      problem: 'This file is not a care log we can read: Version must be 1.',
    })
    const bad = { version: 1, entries: [entry('aaaaaa', '2026-11-01', 7.4), { id: 'bbbbbb', date: '2026-11-02' }] }
    expect(await checkLogFile(file(JSON.stringify(bad)))).toEqual({
      ok: false,
      problem:
        'This file is not a care log we can read: entry 2, sanitiser: ' +
        'Choose the sanitiser: chlorine (dichlor granules) or bromine (a bromide bank and tablets).',
    })
  })
})

describe('an import merged into the log', () => {
  it('adds what is new, keeps what is here as it is, and adds nothing the second time', () => {
    const here = [entry('aaaaaa', '2026-11-01', 7.4), entry('bbbbbb', '2026-11-02', 7.5)]
    // The file has b (edited elsewhere: pH 7.9), c twice, and d.
    const imported = [
      entry('bbbbbb', '2026-11-02', 7.9),
      entry('cccccc', '2026-11-03', 7.6),
      entry('cccccc', '2026-11-03', 7.6),
      entry('dddddd', '2026-11-04', 7.7),
    ]
    const merged = mergeEntries(here, imported)
    expect(merged).toEqual({
      entries: [here[0], here[1], imported[1], imported[3]],
      added: 2,
      alreadyHere: 2,
    })
    if ('tooMany' in merged) throw new Error('not too many')
    expect(mergeEntries(merged.entries, imported)).toMatchObject({ added: 0, alreadyHere: 4 })
  })

  it('refuses an import past the log’s size', () => {
    const one = entry('aaaaaa', '2026-11-01', 7.4)
    const many = Array.from({ length: 5000 }, (_, index) => ({ ...one, id: `id${String(index).padStart(6, '0')}` }))
    expect(mergeEntries(many, [entry('zzzzzz', '2026-11-05', 7)])).toEqual({ tooMany: true })
  })
})
