import { Fragment } from 'react'

import { SelectField } from '@/site/forms/SelectField'
import { TextField } from '@/site/forms/TextField'
import { useTouchedFields } from '@/site/forms/useTouchedFields'
import { SiteLink } from '@/site/shell/SiteLink'

import type { TubCostsForm } from '../schema'
import { type Criteria, type TubForm, withCriteria } from './tubForm'

type Props = {
  id: string
  number: number
  tub: TubForm
  errors: Partial<Record<keyof TubCostsForm, string>>
  onChange: (tub: TubForm) => void
  /** The running-cost calculator for this tub, carrying the comparison there and back. */
  calculatorHref: string
  onRemove?: () => void
}

const MONEY_FIELDS: { field: keyof TubCostsForm; label: string; hint?: string }[] = [
  { field: 'priceDollars', label: 'Price (dollars)' },
  { field: 'lifeYears', label: 'Expected life (years)' },
  {
    field: 'installDollars',
    label: 'Installation (dollars)',
    hint: 'Electrical work, pad, delivery and crane: paid once.',
  },
  { field: 'energyDollarsPerYear', label: 'Energy a year (dollars)' },
  { field: 'suppliesDollarsPerYear', label: 'Chemicals and filters a year (dollars)' },
  { field: 'coverDollars', label: 'A new cover (dollars)' },
  { field: 'coverEveryYears', label: 'A new cover every (years)', hint: 'Covers last 5 to 7 years.' },
  { field: 'repairsDollarsPerYear', label: 'Repairs a year (dollars)' },
]

/** One tub's figures: its name, whether it meets the five criteria (which sets its life), then its costs. */
export function TubFields({ id, number, tub, errors, calculatorHref, onChange, onRemove }: Props) {
  const touched = useTouchedFields<keyof TubCostsForm>()
  const set =
    (field: keyof TubCostsForm) =>
    ({ target: { value } }: { target: { value: string } }) =>
      onChange({ ...tub, [field]: value })
  const name = tub.label.trim() || `Tub ${number}`
  return (
    <fieldset className="tool__group">
      <legend>{name}</legend>
      <TextField
        id={`${id}-label`}
        label="Name"
        value={tub.label}
        maxLength={60}
        error={touched.shown('label', errors.label)}
        onBlur={touched.leave('label')}
        onChange={set('label')}
      />
      <SelectField
        id={`${id}-criteria`}
        label="Does it meet the five criteria of our buyers guide?"
        value={tub.criteria}
        onChange={({ target: { value } }) => onChange(withCriteria(tub, value as Criteria))}
        choices={[
          { value: 'unknown', label: 'I don’t know yet' },
          { value: 'meets', label: 'Yes, all five: 15 to 20 years or more' },
          { value: 'failsOne', label: 'It fails one: type your own life' },
          { value: 'fails', label: 'It fails two or more: 6 to 8 years' },
        ]}
      />
      {MONEY_FIELDS.map(({ field, label, hint }) => (
        <Fragment key={field}>
          <TextField
            id={`${id}-${field}`}
            label={label}
            hint={hint}
            inputMode="decimal"
            value={tub[field]}
            error={touched.shown(field, errors[field])}
            onBlur={touched.leave(field)}
            onChange={set(field)}
          />
          {field === 'energyDollarsPerYear' ? (
            <p className="compare__hint">
              <SiteLink href={calculatorHref}>Work out {name}&rsquo;s energy</SiteLink> with our running-cost
              calculator: its result brings the figure back here. Left blank, energy is left out for every tub.
            </p>
          ) : null}
        </Fragment>
      ))}
      {onRemove ? (
        <button type="button" className="button button--secondary" onClick={onRemove}>
          Remove {name}
        </button>
      ) : null}
    </fieldset>
  )
}
