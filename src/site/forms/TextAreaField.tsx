import type { TextareaHTMLAttributes } from 'react'

import { FieldFrame, type FieldProps } from './FieldFrame'
import { useEarlyTyping } from './useEarlyTyping'

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldProps

/** A labelled multi-line text field with its hint and error. */
export function TextAreaField({ id, label, error, hint, className, ...textarea }: Props) {
  const ref = useEarlyTyping<HTMLTextAreaElement>(textarea.value, textarea.onChange)
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea ref={ref} className="field__textarea" {...control} {...textarea} />}
    </FieldFrame>
  )
}
