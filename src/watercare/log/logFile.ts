/**
 * The care log as a whole: what the browser's storage keeps and what an export file holds, one shape
 * checked by one schema. A file that is too big, not JSON or not a log is refused with a message naming
 * what is wrong, and changes nothing.
 */

import { z } from 'zod'

import { groupThousands } from '@/site/numbers'

import { type LogEntry, logEntrySchema } from './entry'

export const LOG_VERSION = 1
export const MAX_ENTRIES = 5000
/** An import file's limit: 5,000 entries of some 200 bytes each fit well inside it. */
export const MAX_FILE_BYTES = 1024 * 1024

export const careLogSchema = z.object({
  version: z.literal(LOG_VERSION, { error: `Version must be ${LOG_VERSION}.` }),
  entries: z
    .array(logEntrySchema, { error: 'Entries must be a list.' })
    .max(MAX_ENTRIES, { error: `A log holds at most ${groupThousands(MAX_ENTRIES)} entries.` }),
})

export type CareLogData = z.output<typeof careLogSchema>

/** The file's text: the log, with what it is and the day it was written, for a reader who opens it. */
export function logFileText(entries: readonly LogEntry[], today: string): string {
  const file = { about: 'TubWise hot tub care log', exportedOn: today, version: LOG_VERSION, entries }
  return `${JSON.stringify(file, null, 1)}\n`
}

export const logFileName = (today: string) => `tubwise-care-log-${today}.json`

export type Checked = { ok: true; entries: LogEntry[] } | { ok: false; problem: string }

/** The first problem in words: "entry 3, pH: pH must be between 6 and 9." */
function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'it is not a care log.'
  const [top, index, field] = issue.path
  const where =
    top === 'entries' && typeof index === 'number'
      ? `entry ${index + 1}${typeof field === 'string' ? `, ${field}` : ''}: `
      : ''
  return `${where}${issue.message}`
}

/** A log's text (storage's value or a file's) checked; `what` names it in the message. */
export function checkLogText(text: string, what: string): Checked {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, problem: `${what} is not a care log: it is not JSON.` }
  }
  const checked = careLogSchema.safeParse(json)
  return checked.success
    ? { ok: true, entries: checked.data.entries }
    : { ok: false, problem: `${what} is not a care log we can read: ${firstProblem(checked.error)}` }
}

/** An import file, refused unread when over the limit. */
export async function checkLogFile(file: Pick<File, 'size' | 'text'>): Promise<Checked> {
  if (file.size > MAX_FILE_BYTES) {
    return { ok: false, problem: 'This file is too big for a care log: the limit is 1 MB.' }
  }
  return checkLogText(await file.text(), 'This file')
}
