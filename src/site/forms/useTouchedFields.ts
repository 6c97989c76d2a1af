import { type FocusEvent, useState } from 'react'

const isSubmitButton = (target: EventTarget | null) => target instanceof HTMLButtonElement && target.type === 'submit'

/**
 * Which fields the visitor has touched, so a field's error shows only once it has been typed in
 * or left (or the form was submitted: `touchAll`).
 */
export function useTouchedFields<Field extends string>() {
  const [touched, setTouched] = useState<Partial<Record<Field, true>> | 'all'>({})
  const touch = (field: Field) =>
    setTouched((current) => (current === 'all' || current[field] ? current : { ...current, [field]: true }))
  return {
    touch,
    /**
     * A field's `onBlur`: touched once left, except for the form's submit button. Left for it, the
     * submit shows every message at once; showing this one now would push the button down from under
     * the pointer, and the press would miss it.
     */
    leave: (field: Field) => (event: FocusEvent) => {
      if (!isSubmitButton(event.relatedTarget)) touch(field)
    },
    touchAll: () => setTouched('all'),
    /** The error to show for a field: its error once touched, else nothing. */
    shown: (field: Field, error: string | null | undefined) =>
      touched === 'all' || touched[field] ? (error ?? null) : null,
  }
}
