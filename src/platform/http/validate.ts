import type { z } from 'zod'

import { json } from './json'
import { NOT_AN_OBJECT, plainMessage } from './plainMessages'

export type FieldErrors = Record<string, string>

/** `{ field: message }` from a zod error: the first message for each field, nested paths dotted. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body'
    errors[field] ??= issue.message
  }
  return errors
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/**
 * Validates a value against a schema; failure answers `400 {"errors": {...}}`, each message the
 * schema's own or else a plain sentence (`plainMessage`).
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(value, { error: plainMessage })
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, response: json({ errors: fieldErrors(result.error) }, 400) }
}

/** Reads and validates a JSON request body. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return { ok: false, response: json({ errors: { body: NOT_AN_OBJECT } }, 400) }
  }
  return validate(schema, body)
}
