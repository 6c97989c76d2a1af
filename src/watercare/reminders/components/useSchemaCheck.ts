import { useState } from 'react'
import type { ZodType } from 'zod'

import type { useFormSubmission } from '@/site/forms/useFormSubmission'

/** Every field's first refusal by the shared schema, by field name (a manage request's settings by theirs). */
function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] === 'settings' ? issue.path[1] : issue.path[0])
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * The browser's check of a body with the server's own schema: `passes` marks each refused field and the
 * banner, and answers whether the body may go; `errors` joins them with what the server refused.
 */
export function useSchemaCheck(submission: ReturnType<typeof useFormSubmission>) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  function passes(schema: ZodType, body: unknown): boolean {
    const checked = schema.safeParse(body)
    const found = checked.success ? {} : firstErrors(checked.error.issues)
    setErrors(found)
    if (checked.success) return true
    submission.refuse('Check the fields marked below.', Object.keys(found))
    return false
  }
  return { errors: { ...submission.fieldErrors, ...errors }, passes }
}
