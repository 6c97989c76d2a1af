import type { InputHTMLAttributes } from 'react'

import { FieldFrame } from './FieldFrame'
import { useEarlyTyping } from './useEarlyTyping'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string
  label: string
  error?: string | null
  hint?: string
}

/** A labelled text input with its hint and error. */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  const ref = useEarlyTyping<HTMLInputElement>(input.value, input.onChange)
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <input
          ref={ref}
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  )
}
