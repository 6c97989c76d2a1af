import type { ReactNode } from 'react'

/** What every field of the forms kit takes besides its control's own attributes. */
export type FieldProps = {
  id: string
  label: string
  error?: string | null
  hint?: string
}

/** The control's wiring: its id, and its invalid state and description for screen readers. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

type Props = FieldProps & {
  className?: string
  /** The control, given its wiring to spread on it. */
  children: (control: ControlProps) => ReactNode
}

/** Label, hint and error around one form control, wired for screen readers. The site's forms share it. */
export function FieldFrame({ id, label, error, hint, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
