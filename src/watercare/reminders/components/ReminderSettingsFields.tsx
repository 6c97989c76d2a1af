'use client'

import type { Dispatch, SetStateAction } from 'react'

import { CheckboxField } from '@/site/forms/CheckboxField'
import { fieldSetter } from '@/site/forms/fieldSetter'
import { SelectField } from '@/site/forms/SelectField'
import { TextField } from '@/site/forms/TextField'
import { US_STATES } from '@/site/usStates'

import { LAST_FILLED_LABEL } from '../../model/schema'
import { KIND_NAMES } from '../mail/kindNames'
import { REMINDER_KINDS, type ReminderKind } from '../schedule'

/** The settings as the form holds them: numbers as typed. */
export type SettingsValues = {
  gallons: string
  bathersPerDay: string
  lastFilledOn: string
  kinds: ReminderKind[]
  centsPerKwh: string
  state: string
}

export const EMPTY_SETTINGS: SettingsValues = {
  gallons: '',
  bathersPerDay: '',
  lastFilledOn: '',
  kinds: ['filterRinse', 'filterDeepClean', 'drainRefill', 'coverCheck'],
  centsPerKwh: '',
  state: '',
}

type TypedSetting = 'gallons' | 'bathersPerDay' | 'lastFilledOn' | 'centsPerKwh'

/** The settings typed in: each one's label and hint; a number's keyboard, or a date picker. */
const TYPED: Record<TypedSetting, { label: string; hint: string; date?: true }> = {
  gallons: { label: 'Fill volume (US gallons)', hint: "The maker's spec sheet gives it; most tubs hold 250 to 500." },
  bathersPerDay: { label: 'Bathers per day', hint: 'On average: two people three times a week is about 0.9.' },
  lastFilledOn: {
    label: `${LAST_FILLED_LABEL} (optional)`,
    hint: 'The day you last drained and refilled. Leave it empty and the drain counts from the day you confirm.',
    date: true,
  },
  centsPerKwh: {
    label: 'Electricity price, cents per kWh (optional)',
    hint: "For the autumn cover check: your bill's price. Leave it blank and we use your state's average.",
  },
}

const STATE_CHOICES = [
  { value: '', label: 'Not given' },
  ...Object.entries(US_STATES).map(([value, label]) => ({ value, label })),
]

type Props = {
  id: string
  values: SettingsValues
  setValues: Dispatch<SetStateAction<SettingsValues>>
  errors: Record<string, string>
}

/**
 * The tub and its last fill, the reminders chosen and what the cover check needs: the sign-up's and the manage
 * page's fields.
 */
export function ReminderSettingsFields({ id, values, setValues, errors }: Props) {
  const set = fieldSetter(setValues)
  const toggle = (kind: ReminderKind) => (checked: boolean) =>
    setValues((current) => ({
      ...current,
      kinds: REMINDER_KINDS.filter((each) => (each === kind ? checked : current.kinds.includes(each))),
    }))
  const typed = (field: TypedSetting) => (
    <TextField
      id={`${id}-${field}`}
      label={TYPED[field].label}
      hint={TYPED[field].hint}
      type={TYPED[field].date ? 'date' : 'text'}
      inputMode={TYPED[field].date ? undefined : 'decimal'}
      value={values[field]}
      error={errors[field]}
      onChange={set(field)}
    />
  )
  return (
    <>
      {typed('gallons')}
      {typed('bathersPerDay')}
      {typed('lastFilledOn')}
      <fieldset className="reminders__kinds">
        <legend>Remind me to</legend>
        {REMINDER_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            id={`${id}-${kind}`}
            label={KIND_NAMES[kind]}
            checked={values.kinds.includes(kind)}
            invalid={Boolean(errors.kinds)}
            onChange={toggle(kind)}
          />
        ))}
        {errors.kinds ? <p className="field__error">{errors.kinds}</p> : null}
      </fieldset>
      {typed('centsPerKwh')}
      <SelectField
        id={`${id}-state`}
        label="State (optional)"
        choices={STATE_CHOICES}
        value={values.state}
        error={errors.state}
        onChange={set('state')}
      />
    </>
  )
}
