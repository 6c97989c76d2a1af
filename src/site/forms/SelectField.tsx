import type { SelectHTMLAttributes } from 'react'

import { FieldFrame, type FieldProps } from './FieldFrame'

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> &
  FieldProps & {
    /** The choices, in order; an empty `value` is the "choose one" prompt. */
    choices: readonly { value: string; label: string }[]
  }

/** A labelled select with its hint and error. */
export function SelectField({ id, label, error, hint, className, choices, ...select }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select className="field__input field__select" {...control} {...select}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
