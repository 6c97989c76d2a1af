import { useState } from 'react'

/**
 * Which fields the visitor has touched, so a field's error shows only once it has been typed in
 * or left (or the form was submitted: `touchAll`).
 */
export function useTouchedFields<Field extends string>() {
  const [touched, setTouched] = useState<Partial<Record<Field, true>> | 'all'>({})
  return {
    touch: (field: Field) => setTouched((current) => (current === 'all' || current[field] ? current : { ...current, [field]: true })),
    touchAll: () => setTouched('all'),
    /** The error to show for a field: its error once touched, else nothing. */
    shown: (field: Field, error: string | null | undefined) => (touched === 'all' || touched[field] ? (error ?? null) : null),
  }
}
