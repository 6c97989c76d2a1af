'use client'

import './waterCare.css'

import { type ComponentType, type FormEvent, useMemo, useState } from 'react'

import { SelectField } from '@/site/forms/SelectField'
import { groupThousands } from '@/site/numbers'
import { TextField } from '@/site/forms/TextField'

import { FIELD_RANGES, LAST_FILLED_LABEL } from '../model/schema'
import { type CareField, careAnswer, careQueryString, type CareValues } from '../query'
import type { ShopLinks } from '../shopLinks'
import { CarePlanView } from './CarePlanView'

/** A tub picker (the certified-model picker, given by the page): a pick hands over the tub's fill volume. */
export type TubPicker = ComponentType<{
  id: string
  onPick: (tub: { fillVolumeGallons: number }) => void
  label?: string
  hint?: string
}>

type Props = {
  initial: CareValues
  /** The address named the fields: the server checked them, so every refusal shows at once. */
  asked: boolean
  /** YYYY-MM-DD, from the server, so both renders give one drain date. */
  today: string
  shop: ShopLinks
  Picker?: TubPicker
}

export const WATER_CARE_PATH = '/water-care'

const SANITISERS = [
  { value: 'chlorine', label: 'Chlorine (dichlor granules)' },
  { value: 'bromine', label: 'Bromine (bromide bank and tablets)' },
] as const

type NumberField = Exclude<CareField, 'sanitiser' | 'lastFilledOn'>

const rangeHint = (field: NumberField) => {
  const { min, max, unit } = FIELD_RANGES[field]
  return `${groupThousands(min)} to ${groupThousands(max)}${unit}`
}

/**
 * "What do I add, and how much?": a GET form the server answers without JavaScript, and, once the app runs,
 * the same check and plan as the owner types.
 */
export function WaterCareCalculator({ initial, asked, today, shop, Picker }: Props) {
  const [values, setValues] = useState(initial)
  const [showAll, setShowAll] = useState(asked)
  const [touched, setTouched] = useState<ReadonlySet<CareField>>(new Set())
  const answer = useMemo(() => careAnswer(values), [values])

  const set = (field: CareField) => (event: { target: { value: string } }) => {
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
  }
  const touch = (field: CareField) => () => setTouched((current) => new Set(current).add(field))
  const errorFor = (field: CareField) =>
    !answer.ok && (showAll || touched.has(field)) ? (answer.errors[field] ?? null) : null

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setShowAll(true)
    window.history.replaceState(null, '', `${WATER_CARE_PATH}?${careQueryString(values)}`)
  }

  const number = (field: NumberField, hint: string) => (
    <TextField
      id={`water-care-${field}`}
      name={field}
      label={FIELD_RANGES[field].label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      value={values[field]}
      onChange={set(field)}
      onBlur={touch(field)}
      error={errorFor(field)}
    />
  )

  return (
    <div className="water-care__tool">
      <form
        className="water-care__form"
        action={WATER_CARE_PATH}
        method="get"
        aria-label="Your tub and your test readings"
        noValidate
        onSubmit={onSubmit}
      >
        <fieldset className="water-care__group">
          <legend>Your tub</legend>
          {Picker ? (
            <Picker
              id="water-care-tub"
              label="Find your tub in the CEC’s list (optional)"
              hint="Type 2 or more letters of the brand or model. Picking one fills in its fill volume."
              onPick={(tub) => setValues((current) => ({ ...current, gallons: String(tub.fillVolumeGallons) }))}
            />
          ) : null}
          {number('gallons', `US gallons, ${rangeHint('gallons')}. The maker’s spec sheet gives it.`)}
          <SelectField
            id="water-care-sanitiser"
            name="sanitiser"
            label="Sanitiser"
            choices={SANITISERS}
            value={values.sanitiser}
            onChange={set('sanitiser')}
            error={errorFor('sanitiser')}
          />
          {number('bathersPerDay', `On an average day, ${rangeHint('bathersPerDay')}. Two people soaking once is 2.`)}
          <TextField
            id="water-care-lastFilledOn"
            name="lastFilledOn"
            type="date"
            label={`${LAST_FILLED_LABEL} (optional)`}
            hint="The day you last drained and refilled. Leave it empty and the drain date counts from today."
            autoComplete="off"
            value={values.lastFilledOn}
            onChange={set('lastFilledOn')}
            onBlur={touch('lastFilledOn')}
            error={errorFor('lastFilledOn')}
          />
        </fieldset>
        <fieldset className="water-care__group">
          <legend>Today&rsquo;s test readings</legend>
          {number('sanitiserPpm', `Free chlorine, or bromine if you use bromine: ${rangeHint('sanitiserPpm')}.`)}
          {number('pH', rangeHint('pH'))}
          {number('totalAlkalinity', rangeHint('totalAlkalinity'))}
          {number('calciumHardness', rangeHint('calciumHardness'))}
          {number(
            'cyanuricAcid',
            `Optional: ${rangeHint('cyanuricAcid')}. Leave it empty if your kit does not test it (counted as none).`,
          )}
          {number('waterF', rangeHint('waterF'))}
        </fieldset>
        <button type="submit" className="button">
          Show my plan
        </button>
      </form>
      <section className="water-care__result" aria-label="Your plan">
        {answer.ok ? (
          <CarePlanView
            plan={answer.plan}
            sanitiser={answer.fields.sanitiser}
            gallons={answer.fields.gallons}
            bathersPerDay={answer.fields.bathersPerDay}
            waterF={answer.fields.waterF}
            today={today}
            lastFilledOn={answer.fields.lastFilledOn}
            shop={shop}
          />
        ) : showAll ? (
          <div role="alert" className="water-care__refused">
            <p>We cannot work out a plan from these figures yet:</p>
            <ul>
              {Object.entries(answer.errors).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p>Fill in your tub and today&rsquo;s readings, and your plan shows here.</p>
        )}
      </section>
    </div>
  )
}
