'use client'

import type { Dispatch, SetStateAction } from 'react'

import { CheckboxField } from '@/site/forms/CheckboxField'
import { fieldSetter } from '@/site/forms/fieldSetter'
import { SelectField } from '@/site/forms/SelectField'
import { TextField } from '@/site/forms/TextField'
import { US_STATES } from '@/site/usStates'

import { KIND_NAMES } from '../mail/kindNames'
import { REMINDER_KINDS, type ReminderKind } from '../schedule'

/** The settings as the form holds them: numbers as typed. */
export type SettingsValues = {
  gallons: string
  bathersPerDay: string
  kinds: ReminderKind[]
  centsPerKwh: string
  state: string
}

export const EMPTY_SETTINGS: SettingsValues = {
  gallons: '',
  bathersPerDay: '',
  kinds: ['filterRinse', 'filterDeepClean', 'drainRefill', 'coverCheck'],
  centsPerKwh: '',
  state: '',
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

/** The tub, the reminders chosen and what the cover check needs: the sign-up's and the manage page's fields. */
export function ReminderSettingsFields({ id, values, setValues, errors }: Props) {
  const set = fieldSetter(setValues)
  const toggle = (kind: ReminderKind) => (checked: boolean) =>
    setValues((current) => ({
      ...current,
      kinds: REMINDER_KINDS.filter((each) => (each === kind ? checked : current.kinds.includes(each))),
    }))
  return (
    <>
      <TextField
        id={`${id}-gallons`}
        label="Fill volume (US gallons)"
        inputMode="decimal"
        hint="The maker's spec sheet gives it; most tubs hold 250 to 500."
        value={values.gallons}
        error={errors.gallons}
        onChange={set('gallons')}
      />
      <TextField
        id={`${id}-bathers`}
        label="Bathers per day"
        inputMode="decimal"
        hint="On average: two people three times a week is about 0.9."
        value={values.bathersPerDay}
        error={errors.bathersPerDay}
        onChange={set('bathersPerDay')}
      />
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
      <TextField
        id={`${id}-price`}
        label="Electricity price, cents per kWh (optional)"
        inputMode="decimal"
        hint="For the autumn cover check: your bill's price. Leave it blank and we use your state's average."
        value={values.centsPerKwh}
        error={errors.centsPerKwh}
        onChange={set('centsPerKwh')}
      />
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
