import type { TextareaHTMLAttributes } from 'react'

import { FieldFrame } from './FieldFrame'
import { useEarlyTyping } from './useEarlyTyping'

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string
  label: string
  error?: string | null
  hint?: string
}

/** A labelled multi-line text field with its hint and error. */
export function TextAreaField({ id, label, error, hint, className, ...textarea }: Props) {
  const ref = useEarlyTyping<HTMLTextAreaElement>(textarea.value, textarea.onChange)
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) => (
        <textarea
          ref={ref}
          id={id}
          className="field__textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FieldFrame>
  )
}
