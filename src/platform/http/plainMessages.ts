import type { z } from 'zod'

/** The request body is the root of every schema the API validates. */
export const NOT_AN_OBJECT = 'Send a JSON object.'

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
}

/** `tubs.0.brand` → `tubs[0].brand`, how a reader of the API names the field. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, at) => (typeof key === 'number' ? `[${key}]` : `${at ? '.' : ''}${String(key)}`)).join('')
}

/**
 * A plain sentence for a field no schema gave its own message (the spec's words come from the
 * schemas and always win): zod's own "Invalid input: expected string, received undefined" never
 * reaches a visitor. Passed to every parse of a request (`validate`).
 */
export const plainMessage: z.core.$ZodErrorMap = (issue) => {
  const path = issue.path ?? []
  if (!path.length) return issue.code === 'invalid_type' ? NOT_AN_OBJECT : 'This request is not valid.'
  const field = fieldName(path)
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return `Please fill in ${field}.`
    const kind = KINDS[issue.expected]
    return kind ? `${field} must be ${kind}.` : `${field} has the wrong kind of value.`
  }
  return `${field} is not valid.`
}
