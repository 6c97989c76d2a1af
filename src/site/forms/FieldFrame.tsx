import type { ReactNode } from 'react'

type Props = {
  id: string
  label: string
  error?: string | null
  hint?: string
  className?: string
  /** The control, given the ids to point `aria-describedby` at. */
  children: (describedBy: string | undefined) => ReactNode
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
      {children([hintId, errorId].filter(Boolean).join(' ') || undefined)}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
