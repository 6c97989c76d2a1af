import type { Config } from 'payload'

import { log, type LogDetails, type LogLevel } from './log'

/** Pino's numbered levels (Payload logs through pino), as the site log's. */
const LEVELS: readonly (readonly [number, LogLevel])[] = [
  [50, 'error'],
  [40, 'warn'],
  [30, 'info'],
]

type PinoLine = {
  level?: number
  time?: number
  msg?: unknown
  err?: { type?: string; message?: string; stack?: string; status?: unknown }
} & Record<string, unknown>

/** Pino's own fields, and the ones every line of one process repeats. */
const DROPPED = new Set(['level', 'time', 'msg', 'err', 'pid', 'hostname', 'name', 'v'])

/**
 * A plain value as it is; a record (Payload logs a whole job, its input and history included, which
 * can name customers) by its id; anything else as JSON text, so a record stays one line.
 */
function detailOf(value: unknown): LogDetails[string] {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value
  if (typeof value === 'object' && 'id' in value && (typeof value.id === 'string' || typeof value.id === 'number'))
    return value.id
  return JSON.stringify(value)
}

/**
 * One line Payload's logger (pino) wrote, written again as a record of the site's log: what Payload
 * says (a job it ran failed, a migration ran) reads like the rest, JSON in production and text in
 * development.
 */
export function writePayloadLine(line: string): void {
  let parsed: PinoLine
  try {
    parsed = JSON.parse(line) as PinoLine
  } catch {
    log.info(line.trim())
    return
  }
  const { err } = parsed
  // An answer in the 4xx range (a wrong password, a missing record, a refused write) is the visitor's
  // mistake, not the server's: info, without a stack. Told by the status Payload gives the error, not by
  // its class's name (loggingLevels), which the production build shortens.
  const visitorsMistake = typeof err?.status === 'number' && err.status >= 400 && err.status < 500
  const level = visitorsMistake ? 'info' : (LEVELS.find(([number]) => (parsed.level ?? 30) >= number)?.[1] ?? 'info')
  const error =
    err && !visitorsMistake
      ? Object.assign(new Error(err.message ?? ''), { name: err.type ?? 'Error', stack: err.stack })
      : undefined
  const details: Record<string, LogDetails[string]> = visitorsMistake ? { status: err.status as number } : {}
  for (const [key, value] of Object.entries(parsed)) {
    if (DROPPED.has(key) || value === undefined) continue
    details[key] = detailOf(value)
  }
  const message = typeof parsed.msg === 'string' && parsed.msg ? parsed.msg : (err?.message ?? '')
  log[level](message, { error, details })
}

/** Payload's `logger` setting: its pino writes JSON to us, and we write the site's log. */
export const payloadLogger: Config['logger'] = { options: { level: 'info' }, destination: { write: writePayloadLine } }
