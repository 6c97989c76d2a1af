import { format } from 'node:util'

import { log, type LogLevel } from '@/platform/log/log'

// Colours and cursor codes Next puts around its own messages ("⨯", "⚠" in red and yellow).
const TERMINAL_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g')

/** One console call as a record: its words on one line, and the first error it names. */
export function consoleRecord(args: unknown[]): { message: string; error?: Error } {
  const error = args.find((arg): arg is Error => arg instanceof Error)
  const words = args.filter((arg) => arg !== error)
  const message = format(...words)
    .replace(TERMINAL_CODES, '')
    .replace(/\s+/g, ' ')
    .trim()
  return { message: message || error?.message || '', error }
}

const LEVELS: Record<'log' | 'info' | 'debug' | 'warn' | 'error', LogLevel> = {
  log: 'info',
  info: 'info',
  debug: 'info',
  warn: 'warn',
  error: 'error',
}

/**
 * In production, what Next, React and the libraries print with `console` (Next's own "⨯ Error" and
 * notices among them) goes through the site's log, so every line the server writes is one JSON record.
 */
export function routeConsoleToLog(): void {
  for (const [method, level] of Object.entries(LEVELS) as [keyof typeof LEVELS, LogLevel][]) {
    console[method] = (...args: unknown[]) => {
      const { message, error } = consoleRecord(args)
      log[level](message, { error })
    }
  }
}
