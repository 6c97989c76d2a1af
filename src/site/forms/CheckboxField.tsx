import type { ReactNode } from 'react'

type Props = {
  id: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  /** Marked for screen readers when the form's banner says this box must be ticked. */
  invalid?: boolean
}

/** A labelled checkbox, the label beside the box and the whole row at least a finger tall. */
export function CheckboxField({ id, label, checked, onChange, invalid }: Props) {
  return (
    <div className="field-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
