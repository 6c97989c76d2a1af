import { env } from '@/platform/settings/env'

/**
 * The site's log: one record per request error, job failure or notable event. In production each
 * record is one JSON line (time, level, message, requestId, error with its stack, and details), for a
 * log collector; in development, readable text. Only what a caller passes is written: never a
 * request's headers or body, so no cookie, token or password reaches the log.
 */

export type LogLevel = 'info' | 'warn' | 'error'

/** Plain values only, so an object holding secrets (headers, a request) cannot be logged by accident. */
export type LogDetails = Readonly<Record<string, string | number | boolean | null | undefined>>

export type LogFields = {
  /** The id our server gave the request (X-Request-Id), when the record is about one. */
  requestId?: string | null
  error?: unknown
  details?: LogDetails
}

export type LogRecord = LogFields & { time: Date; level: LogLevel; message: string }

export type LogFormat = 'json' | 'text'

type ErrorFields = { name: string; message: string; stack?: string }

function errorFields(error: unknown): ErrorFields {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `\ncaused by: ${error.cause.stack ?? error.cause.message}` : ''
    return { name: error.name, message: error.message, stack: error.stack ? error.stack + cause : undefined }
  }
  return { name: 'NonError', message: String(error) }
}

/** One record as one line of text, ending in a newline; JSON lines never contain another newline. */
export function formatRecord(record: LogRecord, format: LogFormat): string {
  const { time, level, message, requestId, error, details } = record
  const failure = error === undefined ? undefined : errorFields(error)
  if (format === 'json') {
    const fields = {
      ...details,
      time: time.toISOString(),
      level,
      message,
      requestId: requestId ?? undefined,
      error: failure,
    }
    return `${JSON.stringify(fields)}\n`
  }
  const extras = Object.entries(details ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
  const head = [time.toISOString(), level.toUpperCase(), requestId ? `[${requestId}]` : '', message, ...extras]
    .filter(Boolean)
    .join(' ')
  const trace = failure ? `\n  ${(failure.stack ?? `${failure.name}: ${failure.message}`).replace(/\n/g, '\n  ')}` : ''
  return `${head}${trace}\n`
}

/** JSON lines in production, text otherwise; a configuration too broken to read still gets its records written. */
function currentFormat(): LogFormat {
  try {
    return env().NODE_ENV === 'production' ? 'json' : 'text'
  } catch {
    return 'json'
  }
}

function write(level: LogLevel, message: string, fields: LogFields = {}): void {
  const line = formatRecord({ ...fields, time: new Date(), level, message }, currentFormat())
  ;(level === 'info' ? process.stdout : process.stderr).write(line)
}

export const log = {
  info: (message: string, fields?: LogFields) => write('info', message, fields),
  warn: (message: string, fields?: LogFields) => write('warn', message, fields),
  error: (message: string, fields?: LogFields) => write('error', message, fields),
}
