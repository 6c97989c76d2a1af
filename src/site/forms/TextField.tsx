import type { InputHTMLAttributes } from 'react'

import { FieldFrame, type FieldProps } from './FieldFrame'
import { useEarlyTyping } from './useEarlyTyping'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps

/** A labelled text input with its hint and error. */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  const ref = useEarlyTyping<HTMLInputElement>(input.value, input.onChange)
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} className="field__input" {...control} {...input} />}
    </FieldFrame>
  )
}
