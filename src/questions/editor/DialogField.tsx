'use client'

import { useId, type InputHTMLAttributes } from 'react'

export interface DialogFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  hint?: string
  /** Shown under the field (and announced with it) only when set. */
  error?: string
}

/** A labelled text field with an optional hint and error, in the site's form style (forms.css). */
export function DialogField({ label, value, onValueChange, hint, error, ...input }: DialogFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
