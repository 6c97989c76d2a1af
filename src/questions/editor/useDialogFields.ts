import { useState } from 'react'

import { useTouchedFields } from '@/site/forms/useTouchedFields'

import type { FormErrors } from './dialogForms'

/** The keys of a dialog's values that hold text (a link's `newTab` is a tick box). */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string

/**
 * A dialog's values and what its fields are given: the value and its change, and for a field the dialog
 * checks, the message once the field has been left (or Enter pressed on an invalid form: `touchAll`).
 */
export function useDialogFields<Values extends object>(
  initial: Values,
  errorsOf: (values: Values) => FormErrors<Values>,
) {
  const [values, setValues] = useState<Values>(initial)
  const touched = useTouchedFields<TextKey<Values>>()
  const errors = errorsOf(values)
  const text = (name: TextKey<Values>) => ({
    value: values[name] as string,
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  })
  return {
    values,
    setValues,
    touchAll: touched.touchAll,
    text,
    checked: (name: TextKey<Values>) => ({
      ...text(name),
      onBlur: () => touched.touch(name),
      error: touched.shown(name, errors[name]),
    }),
  }
}
