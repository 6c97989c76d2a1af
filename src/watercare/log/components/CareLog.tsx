'use client'

import { type ChangeEvent, useId, useState } from 'react'

import { FormBanner } from '@/site/forms/FormBanner'
import { formatLongDate } from '@/site/dates'
import { groupThousands } from '@/site/numbers'

import { type LogEntry, newestFirst } from '../entry'
import { checkLogFile, logFileName, logFileText } from '../logFile'
import { mergeEntries } from '../merge'
import { clearLog, deviceStorage } from '../storage'
import { downloadText } from '../download'
import { localToday } from '../words'
import { EntryForm } from './EntryForm'
import { LogChart } from './LogChart'
import { LogTable } from './LogTable'
import { useStoredLog } from './useStoredLog'

const NOT_KEPT = {
  full: 'This browser’s storage for our site is full, so that was not kept. Export the log to keep it as a file.',
  unavailable: 'This browser does not let the page keep anything, so that was not kept.',
}

const entriesWord = (count: number) => `${groupThousands(count)} ${count === 1 ? 'entry' : 'entries'}`

/**
 * The log: read from this browser's storage after the page arrives, written back on every change. No
 * request carries it anywhere; the only way out is the file the owner exports.
 */
export function CareLog() {
  const id = useId()
  const [read, write] = useStoredLog()
  const [done, setDone] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [deleted, setDeleted] = useState<{ entry: LogEntry; index: number } | null>(null)

  if (read?.state === 'unavailable') {
    return (
      <p role="alert" className="form-banner">
        This browser does not let the page keep anything (storage is turned off, or a private window keeps nothing), so
        the log cannot be kept here.
      </p>
    )
  }

  if (read?.state === 'corrupt') {
    const clear = () => {
      if (!window.confirm('Clear what this browser holds for the care log? It cannot be undone.')) return
      clearLog(deviceStorage())
      write([])
    }
    return (
      <div className="care-log__corrupt" role="alert">
        <p>
          Your log in this browser cannot be read, so nothing was changed. {read.problem} Download it as it is (to mend
          it, or to keep it), then clear it to start again.
        </p>
        <p className="care-log__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => downloadText(read.raw, `tubwise-care-log-unreadable-${localToday()}.json`)}
          >
            Download what is stored
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear it and start again
          </button>
        </p>
      </div>
    )
  }

  // Until the browser's copy is read, the page shows the form (the server's first screen) and no log.
  const entries = read?.entries ?? []
  /** Keep `next` in storage, then show it; false (and a message) when the browser would not keep it. */
  const save = (next: LogEntry[], message: string): boolean => {
    const written = write(next)
    if (written !== 'ok') {
      setProblem(NOT_KEPT[written])
      setDone(null)
      return false
    }
    setProblem(null)
    setDone(message)
    return true
  }

  const add = (entry: LogEntry) => {
    if (!read) return false
    setDeleted(null)
    return save([...entries, entry], `Added the entry of ${formatLongDate(entry.date)}.`)
  }
  const remove = (entry: LogEntry) => {
    const index = entries.indexOf(entry)
    if (
      save(
        entries.filter((each) => each !== entry),
        `Deleted the entry of ${formatLongDate(entry.date)}.`,
      )
    ) {
      setDeleted({ entry, index })
    }
  }
  const undo = () => {
    if (!deleted) return
    const next = [...entries]
    next.splice(deleted.index, 0, deleted.entry)
    if (save(next, `The entry of ${formatLongDate(deleted.entry.date)} is back.`)) setDeleted(null)
  }
  const exportLog = () => {
    const today = localToday()
    downloadText(logFileText(entries, today), logFileName(today))
  }
  const importLog = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    setDeleted(null)
    const checked = await checkLogFile(file)
    if (!checked.ok) {
      setDone(null)
      setProblem(`${checked.problem} Your log is as it was.`)
      return
    }
    const merged = mergeEntries(entries, checked.entries)
    if ('tooMany' in merged) {
      setDone(null)
      setProblem('With this file the log would hold more than 5,000 entries. Your log is as it was.')
      return
    }
    save(
      merged.entries,
      `Imported ${entriesWord(merged.added)} from ${file.name}` +
        (merged.alreadyHere ? `; ${entriesWord(merged.alreadyHere)} already here stayed as they were.` : '.'),
    )
  }

  const newest = newestFirst(entries)
  const sanitiser = newest[0]?.sanitiser ?? 'chlorine'
  return (
    <div className="tool__body care-log__body">
      <section aria-labelledby={`${id}-add`}>
        <h2 id={`${id}-add`}>Add a day</h2>
        <EntryForm sanitiser={sanitiser} onAdd={add} />
      </section>
      <div aria-live="polite" className="care-log__status">
        {done ? (
          <p>
            {done}{' '}
            {deleted ? (
              <button type="button" className="button button--secondary button--small" onClick={undo}>
                Undo
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
      <FormBanner message={problem} />
      <section aria-labelledby={`${id}-log`}>
        <h2 id={`${id}-log`}>Your log</h2>
        {!read ? (
          <p>Reading your log from this browser…</p>
        ) : entries.length === 0 ? (
          <p>No entries yet. Add your first test above, or import a log file you exported before.</p>
        ) : (
          <>
            <LogChart id={id} entries={entries} sanitiser={sanitiser} />
            <LogTable id={id} entries={newest} onDelete={remove} />
          </>
        )}
      </section>
      <section aria-labelledby={`${id}-file`}>
        <h2 id={`${id}-file`}>Keep it as a file</h2>
        <p>
          Export the log to keep a copy or to move it to another phone or computer; import it there. An import adds the
          entries that are not here yet and changes none that are.
        </p>
        <p className="care-log__actions">
          <button type="button" className="button button--secondary" onClick={exportLog} disabled={!entries.length}>
            Export the log
          </button>
        </p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-import`}>
            Import a log file (JSON, at most 1 MB)
          </label>
          <input
            id={`${id}-import`}
            className="care-log__file"
            type="file"
            accept="application/json,.json"
            disabled={!read}
            onChange={importLog}
          />
        </div>
      </section>
    </div>
  )
}
