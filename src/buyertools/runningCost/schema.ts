import { z } from 'zod'

import { gallonsFrom, type RunningCostInput } from './model'
import { numberBetween, numberOrUnknown } from '@/site/numberFields'
import { GALLON_RANGE } from '@/site/volume'
import { US_STATE_CODES } from '@/site/usStates'
import { groupThousands } from '@/site/numbers'

export const WATT_RANGE = { min: 10, max: 2000 } as const

const VOLUME_MESSAGE =
  `Fill volume must be between ${GALLON_RANGE.min} and ${groupThousands(GALLON_RANGE.max)} gallons ` +
  `(190 to 18,900 litres).`

/** The calculator's inputs, checked the same way in the browser and on the server. */
export const runningCostSchema = z
  .object({
    volume: numberBetween('Fill volume', 1, 20_000),
    volumeUnit: z.enum(['gal', 'L'], { error: 'Choose gallons or litres.' }),
    /** `unknown`: the visitor does not know the label's figure, and the legal maximum stands in. */
    labelWatts: numberOrUnknown('Standby power', WATT_RANGE.min, WATT_RANGE.max, ' W'),
    builtBeforeJune2019: z.boolean({ error: 'Say whether the tub was built before June 2019.' }),
    spaType: z.enum(['standard', 'exercise', 'inflatable'], {
      error: 'Choose the kind of spa: hot tub, swim or exercise spa, or inflatable spa.',
    }),
    heater: z.enum(['element', 'heatPump'], { error: 'Choose the heater: electric element or heat pump.' }),
    setF: numberBetween('Set temperature', 50, 104, ' °F'),
    state: z.enum(US_STATE_CODES, { error: 'Choose the state where the tub will stand.' }),
    centsPerKwh: numberBetween('Electricity price', 1, 100, ' cents per kWh'),
    sessionsPerWeek: numberBetween('Sessions per week', 0, 21),
    minutesPerSession: numberBetween('Minutes per session', 0, 240),
    refillsPerYear: numberBetween('Drain-and-refills per year', 0, 12),
    cover: z.enum(['good', 'worn'], { error: 'Choose the cover’s condition.' }),
  })
  .superRefine((form, context) => {
    const gallons = gallonsFrom(form.volume, form.volumeUnit)
    if (gallons < GALLON_RANGE.min || gallons > GALLON_RANGE.max) {
      context.addIssue({ code: 'custom', path: ['volume'], message: VOLUME_MESSAGE })
    }
  })

export type RunningCostForm = z.input<typeof runningCostSchema>
export type RunningCostFields = z.output<typeof runningCostSchema>

/** The model's input from checked fields and the chosen state's climate. */
export function modelInput(fields: RunningCostFields, monthlyOutdoorF: readonly number[]): RunningCostInput {
  return {
    gallons: gallonsFrom(fields.volume, fields.volumeUnit),
    labelWatts: fields.labelWatts,
    builtBeforeJune2019: fields.builtBeforeJune2019,
    spaType: fields.spaType,
    setF: fields.setF,
    monthlyOutdoorF,
    centsPerKwh: fields.centsPerKwh,
    sessionsPerWeek: fields.sessionsPerWeek,
    minutesPerSession: fields.minutesPerSession,
    refillsPerYear: fields.refillsPerYear,
    cover: fields.cover,
    heater: fields.heater,
  }
}

/** Owner mode: what a night with the heater off says about this tub. */
export const measuredSchema = z.object({
  gallons: numberBetween('Fill volume', GALLON_RANGE.min, GALLON_RANGE.max, ' gallons'),
  dropF: numberBetween('Temperature drop', 0.1, 40, ' °F'),
  hours: numberBetween('Hours with the heater off', 1, 48),
  centsPerKwh: numberBetween('Electricity price', 1, 100, ' cents per kWh'),
})
export type MeasuredForm = z.input<typeof measuredSchema>
