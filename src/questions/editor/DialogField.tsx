'use client'

import { useId, type InputHTMLAttributes } from 'react'

import { FieldFrame } from '@/site/forms/FieldFrame'

export interface DialogFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  hint?: string
  /** Shown under the field (and announced with it) only when set. */
  error?: string | null
}

/** A labelled text field of the editor's dialogs, in the site's one field frame. */
export function DialogField({ label, value, onValueChange, hint, error, ...input }: DialogFieldProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          className="field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  )
}

/** A dialog's required web address: the phone's URL keyboard, no autofill, no spelling marks. */
export function UrlDialogField(props: DialogFieldProps) {
  return (
    <DialogField type="url" inputMode="url" autoComplete="off" spellCheck={false} aria-required="true" {...props} />
  )
}
