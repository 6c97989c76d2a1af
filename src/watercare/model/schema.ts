/**
 * The water-care calculator's fields: one zod schema, the same in the browser and on the server. Each refusal
 * names the field and its range; a field typed as text reads as a number or is refused, never NaN.
 */

import { z } from 'zod'

import { numberBetween, numberOrUnknown } from '@/site/numberFields'
import { GALLON_RANGE } from '@/site/volume'

import { optionalPastDay } from './pastDay'
import type { CareInput } from './plan'

export const FIELD_RANGES = {
  gallons: { ...GALLON_RANGE, label: 'Fill volume', unit: ' gallons' },
  sanitiserPpm: { min: 0, max: 20, label: 'Free chlorine or bromine', unit: ' ppm' },
  pH: { min: 6, max: 9, label: 'pH', unit: '' },
  totalAlkalinity: { min: 0, max: 500, label: 'Total alkalinity', unit: ' ppm' },
  calciumHardness: { min: 0, max: 1500, label: 'Calcium hardness', unit: ' ppm' },
  cyanuricAcid: { min: 0, max: 300, label: 'Cyanuric acid', unit: ' ppm' },
  waterF: { min: 40, max: 110, label: 'Water temperature', unit: ' °F' },
  bathersPerDay: { min: 0.1, max: 20, label: 'Bathers per day', unit: '' },
} as const

type Field = keyof typeof FIELD_RANGES

export const LAST_FILLED_LABEL = 'Last filled on'

/** A missing field, null or NaN reaches the shared check as blank text, so its refusal names the field too. */
const asTyped = (raw: unknown) =>
  typeof raw === 'string' || (typeof raw === 'number' && !Number.isNaN(raw)) ? raw : ''

const between = (field: Field) => {
  const { label, min, max, unit } = FIELD_RANGES[field]
  return z.preprocess(asTyped, numberBetween(label, min, max, unit))
}

export const waterCareSchema = z.object({
  gallons: between('gallons'),
  sanitiser: z.enum(['chlorine', 'bromine'], {
    error: 'Choose the sanitiser: chlorine (dichlor granules) or bromine (a bromide bank and tablets).',
  }),
  sanitiserPpm: between('sanitiserPpm'),
  pH: between('pH'),
  totalAlkalinity: between('totalAlkalinity'),
  calciumHardness: between('calciumHardness'),
  /** Optional: left out, or `unknown`, when the owner has no test for it. */
  cyanuricAcid: numberOrUnknown(
    FIELD_RANGES.cyanuricAcid.label,
    FIELD_RANGES.cyanuricAcid.min,
    FIELD_RANGES.cyanuricAcid.max,
    FIELD_RANGES.cyanuricAcid.unit,
  ).optional(),
  waterF: between('waterF'),
  bathersPerDay: between('bathersPerDay'),
  /** Optional: the day of the last drain and refill, `YYYY-MM-DD`; the drain date counts from it. */
  lastFilledOn: optionalPastDay(LAST_FILLED_LABEL),
})

export type WaterCareForm = z.input<typeof waterCareSchema>
export type WaterCareFields = z.output<typeof waterCareSchema>

export const careInput = ({ lastFilledOn: _filled, ...fields }: WaterCareFields): CareInput => ({
  ...fields,
  cyanuricAcid: fields.cyanuricAcid ?? null,
})
