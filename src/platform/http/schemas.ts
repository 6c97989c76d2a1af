import { z } from 'zod'

/**
 * Characters no visitor means to type: C0 controls, DEL and C1 controls (a NUL truncates stored
 * text on SQLite), Unicode line and paragraph separators, and the bidi embedding, override and
 * isolate controls that make text display other than it reads.
 */
const INVISIBLE = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069'
const SINGLE_LINE_OK = new RegExp(`^[^${INVISIBLE}]*$`)
/** Multi-line text keeps its tabs and line breaks. */
const MULTI_LINE_OK = new RegExp(`^(?:[\\t\\n\\r]|[^${INVISIBLE}])*$`)
const INVISIBLE_ANYWHERE = new RegExp(`[${INVISIBLE}]`, 'g')

/**
 * A string a visitor wrote, trimmed, refused with the field's `message` (the spec's words) when it
 * is not a string or holds a control character. Chain the field's own `.min`/`.max` after it.
 */
export const visitorText = (message: string, { multiline = false }: { multiline?: boolean } = {}) =>
  z
    .string({ error: message })
    .trim()
    .regex(multiline ? MULTI_LINE_OK : SINGLE_LINE_OK, message)

/** For input that is cleaned rather than refused (a search term): control characters become spaces. */
export const withoutControlCharacters = (text: string): string => text.replace(INVISIBLE_ANYWHERE, ' ')
