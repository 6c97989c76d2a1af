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
  onRemove?: () => void
}

const MONEY_FIELDS: { field: keyof TubCostsForm; label: string; hint?: string }[] = [
  { field: 'priceDollars', label: 'Price (dollars)' },
  { field: 'lifeYears', label: 'Expected life (years)' },
  { field: 'installDollars', label: 'Installation (dollars)', hint: 'Electrical work, pad, delivery and crane.' },
  { field: 'energyDollarsPerYear', label: 'Energy a year (dollars)' },
  { field: 'suppliesDollarsPerYear', label: 'Chemicals and filters a year (dollars)' },
  { field: 'coverDollars', label: 'A new cover (dollars)' },
  { field: 'coverEveryYears', label: 'A new cover every (years)', hint: 'Covers last 5 to 7 years.' },
  { field: 'repairsDollarsPerYear', label: 'Repairs a year (dollars)' },
]

/** One tub's figures: its name, whether it meets the five criteria (which sets its life), then its costs. */
export function TubFields({ id, number, tub, errors, onChange, onRemove }: Props) {
  const touched = useTouchedFields<keyof TubCostsForm>()
  const set =
    (field: keyof TubCostsForm) =>
    ({ target: { value } }: { target: { value: string } }) =>
      onChange({ ...tub, [field]: value })
  return (
    <fieldset className="tool__group">
      <legend>{tub.label.trim() || `Tub ${number}`}</legend>
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
        <TextField
          key={field}
          id={`${id}-${field}`}
          label={label}
          hint={hint}
          inputMode="decimal"
          value={tub[field]}
          error={touched.shown(field, errors[field])}
          onBlur={touched.leave(field)}
          onChange={set(field)}
        />
      ))}
      <p className="compare__hint">
        Energy: work it out with our <SiteLink href="/hot-tub-running-cost">running-cost calculator</SiteLink>.
      </p>
      {onRemove ? (
        <button type="button" className="button button--secondary" onClick={onRemove}>
          Remove {tub.label.trim() || `tub ${number}`}
        </button>
      ) : null}
    </fieldset>
  )
}
