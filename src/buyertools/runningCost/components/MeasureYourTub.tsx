'use client'

import { useId, useState } from 'react'

import { TextField } from '@/site/forms/TextField'
import { useTouchedFields } from '@/site/forms/useTouchedFields'

import { centsAsDollars } from '@/site/numbers'
import { MEASURE_HOURS_DEFAULT, measuredRunningCost } from '../model'
import { type MeasuredForm, measuredSchema } from '../schema'

type Field = keyof MeasuredForm

/**
 * Owner mode: the heat a tub loses with its heater off and its cover on is the heat the heater puts back
 * on standby. Works for any tub anywhere, from a thermometer reading. The fields start from the calculator's.
 */
export function MeasureYourTub(start: { gallons: string; centsPerKwh: string }) {
  const id = useId()
  // A field the visitor has not typed in follows the calculator's.
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({})
  const touched = useTouchedFields<Field>()
  const own: Record<Field, string> = {
    gallons: start.gallons,
    dropF: '',
    hours: String(MEASURE_HOURS_DEFAULT),
    centsPerKwh: start.centsPerKwh,
    ...typed,
  }
  const checked = measuredSchema.safeParse(own)
  const errorOf = (field: Field) =>
    checked.success ? null : (checked.error.issues.find((issue) => issue.path[0] === field)?.message ?? null)
  const measured = checked.success ? measuredRunningCost(checked.data) : null
  const field = (name: Field, label: string, hint?: string) => ({
    id: `${id}-${name}`,
    label,
    hint,
    inputMode: 'decimal' as const,
    value: own[name],
    error: touched.shown(name, errorOf(name)),
    onBlur: touched.leave(name),
    onChange: ({ target: { value } }: { target: { value: string } }) =>
      setTyped((current) => ({ ...current, [name]: value })),
  })
  return (
    <section className="tool__group running-cost__measure" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Already own a tub? Measure its standby</h3>
      <p>
        Read the water temperature, switch the heater off, leave the cover on and nobody in it, and read it again 24
        hours later. The heat your tub lost is the heat the heater puts back on standby. Soaking comes on top.
      </p>
      <p>
        Give it the full day. A good tub loses only 2 to 3 °F in 8 hours, so a thermometer you read to the nearest
        degree is out by 25 to 50 % on a short test. Over 24 hours the drop is three times larger, and the same error a
        third as large.
      </p>
      <form
        className="running-cost__measure-form"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField {...field('gallons', 'Fill volume (US gallons)')} />
        <TextField {...field('dropF', 'Temperature drop (°F)', 'First reading minus last reading.')} />
        <TextField {...field('hours', 'Hours with the heater off')} />
        <TextField {...field('centsPerKwh', 'Electricity price (cents per kWh)')} />
      </form>
      <p className="running-cost__measured" aria-live="polite">
        {measured
          ? `Standby only, no soaking: about ${measured.kwhPerDay.toFixed(1)} kWh a day, ` +
            `${Math.round(measured.kwhPerMonth)} kWh and ${centsAsDollars(measured.centsPerMonth)} a month ` +
            `while the weather stays like the day you measured.`
          : 'Fill in the drop to see what your tub costs a month on standby.'}
      </p>
    </section>
  )
}
