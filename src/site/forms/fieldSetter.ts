import type { Dispatch, SetStateAction } from 'react'

/**
 * The onChange of each text field of a form whose values are one state object. A functional update:
 * fields a visitor filled before the form's code arrived report at the same moment (useEarlyTyping),
 * and each must build on the others.
 */
export const fieldSetter =
  <T extends object>(setValues: Dispatch<SetStateAction<T>>) =>
  (field: keyof T) =>
  ({ target: { value } }: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: value }))
