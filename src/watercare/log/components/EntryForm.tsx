'use client'

import { type FormEvent, useId, useState, useSyncExternalStore } from 'react'

import { fieldSetter } from '@/site/forms/fieldSetter'
import { FormBanner } from '@/site/forms/FormBanner'
import { SelectField } from '@/site/forms/SelectField'
import { TextAreaField } from '@/site/forms/TextAreaField'
import { TextField } from '@/site/forms/TextField'
import { useTouchedFields } from '@/site/forms/useTouchedFields'

import type { Sanitiser } from '../../model/targets'
import {
  ADDED_KINDS,
  ADDED_NAMES,
  type LogEntry,
  logEntrySchema,
  NOTE_MAX,
  newEntryId,
  READINGS,
  type Reading,
  UNIT_NAMES,
  UNITS,
  type Unit,
} from '../entry'
import { localToday, readingLabel, readingRange } from '../words'

/** `date` and `sanitiser` are null until the owner picks one: today, and the newest entry's sanitiser. */
type Values = Record<Reading | 'product' | 'amount' | 'note', string> & {
  date: string | null
  sanitiser: Sanitiser | null
  unit: Unit
}
type Field = keyof Values

const blankReadings = Object.fromEntries(READINGS.map((reading) => [reading, ''])) as Record<Reading, string>

const START: Values = {
  date: null,
  sanitiser: null,
  ...blankReadings,
  product: '',
  amount: '',
  unit: 'g',
  note: '',
}
const subscribeToNothing = () => () => {}

type Shown = Values & { date: string; sanitiser: Sanitiser }

/** The form's values as the entry schema takes them. */
const asEntry = (values: Shown, id: string) => ({
  id,
  date: values.date,
  sanitiser: values.sanitiser,
  ...Object.fromEntries(READINGS.map((reading) => [reading, values[reading]])),
  added: { product: values.product, amount: values.amount, unit: values.unit },
  note: values.note,
})

/** An issue's path onto the form's field: `added.amount` is the Amount field. */
const fieldOf = (path: readonly PropertyKey[]): Field | null => {
  const last = path.at(-1)
  return typeof last === 'string' && last !== 'id' ? (last as Field) : null
}

type Props = { sanitiser: Sanitiser; onAdd: (entry: LogEntry) => boolean }

/** A day's readings and what was added. Checked by the entry's one schema; nothing is sent anywhere. */
export function EntryForm({ sanitiser, onAdd }: Props) {
  const id = useId()
  const [chosen, setValues] = useState<Values>(START)
  // Today on the owner's calendar, which the server does not know.
  const today = useSyncExternalStore(subscribeToNothing, localToday, () => '')
  const values: Shown = { ...chosen, date: chosen.date ?? today, sanitiser: chosen.sanitiser ?? sanitiser }
  const set = fieldSetter(setValues)
  const { leave, shown, touchAll } = useTouchedFields<Field>()
  const [submitted, setSubmitted] = useState(false)

  const checked = logEntrySchema.safeParse(asEntry(values, 'checking'))
  const errors: Partial<Record<Field, string>> = {}
  let formError: string | null = null
  for (const issue of checked.error?.issues ?? []) {
    const field = fieldOf(issue.path)
    if (field) errors[field] ??= issue.message
    else formError ??= issue.message
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    touchAll()
    setSubmitted(true)
    const entry = logEntrySchema.safeParse(asEntry(values, newEntryId()))
    if (!entry.success) return
    if (onAdd(entry.data)) {
      setValues((current) => ({ ...START, date: current.date, sanitiser: current.sanitiser }))
      setSubmitted(false)
    }
  }

  const text = (field: Reading | 'date' | 'amount', label: string, hint?: string) => (
    <TextField
      id={`${id}-${field}`}
      label={label}
      hint={hint}
      inputMode={field === 'date' ? undefined : 'decimal'}
      type={field === 'date' ? 'date' : 'text'}
      autoComplete="off"
      value={values[field] ?? ''}
      onChange={set(field)}
      onBlur={leave(field)}
      error={shown(field, errors[field])}
    />
  )

  return (
    <form className="tool__form care-log__form" aria-label="Add to the log" noValidate onSubmit={submit}>
      {text('date', 'Date')}
      <fieldset className="tool__group">
        <legend>Readings (leave blank what you did not test)</legend>
        <SelectField
          id={`${id}-sanitiser`}
          label="Sanitiser"
          value={values.sanitiser}
          onChange={(event) => setValues((current) => ({ ...current, sanitiser: event.target.value as Sanitiser }))}
          choices={[
            { value: 'chlorine', label: 'Chlorine' },
            { value: 'bromine', label: 'Bromine' },
          ]}
          error={shown('sanitiser', errors.sanitiser)}
        />
        <div className="care-log__readings">
          {READINGS.map((reading) => (
            <div key={reading}>
              {text(
                reading,
                readingLabel(reading, values.sanitiser) + (reading === 'cyanuricAcid' ? ', if tested' : ''),
                readingRange(reading),
              )}
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="tool__group">
        <legend>What you added (optional)</legend>
        <SelectField
          id={`${id}-product`}
          label="Product"
          value={values.product}
          onChange={set('product')}
          onBlur={leave('product')}
          choices={[
            { value: '', label: 'Nothing' },
            ...ADDED_KINDS.map((kind) => ({ value: kind, label: ADDED_NAMES[kind] })),
          ]}
          error={shown('product', errors.product)}
        />
        <div className="care-log__readings">
          {text('amount', 'Amount')}
          <SelectField
            id={`${id}-unit`}
            label="Unit"
            value={values.unit}
            onChange={(event) => setValues((current) => ({ ...current, unit: event.target.value as Unit }))}
            choices={UNITS.map((unit) => ({ value: unit, label: UNIT_NAMES[unit] }))}
            error={shown('unit', errors.unit)}
          />
        </div>
      </fieldset>
      <TextAreaField
        id={`${id}-note`}
        label="Note (optional)"
        hint={`At most ${NOTE_MAX} characters.`}
        rows={2}
        value={values.note}
        onChange={set('note')}
        onBlur={leave('note')}
        error={shown('note', errors.note)}
      />
      <FormBanner message={submitted ? formError : null} />
      <button type="submit" className="button">
        Add to the log
      </button>
    </form>
  )
}
