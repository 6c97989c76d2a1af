/**
 * The running-cost model, in the words the page publishes. Pure arithmetic: the browser runs it as
 * the visitor types, the server runs it for anything it sends, so both always agree.
 *
 * Sources: California's Title 20 (Table G-5) standby limits and their normalisation to a 37 °F (standard
 * and inflatable spas) or 22 °F (exercise spa) temperature difference; the heat lost while soaking from
 * `soaking.ts`; a heat pump's COP from `heatPump.ts`; 8.34 BTU to warm a gallon by 1 °F, 3,412 BTU in a kWh.
 */

import { heatPumpCop } from './heatPump'
import { soakHeatLoss } from './soaking'
import { LITRES_PER_GALLON } from '@/site/volume'

export type SpaType = 'standard' | 'exercise' | 'inflatable'
export type CoverCondition = 'good' | 'worn'
export type Heater = 'element' | 'heatPump'

/** The temperature difference the certified standby figure is normalised to (Title 20, Table G-5). */
export const NORMALISED_DIFFERENCE_F: Record<SpaType, number> = { standard: 37, exercise: 22, inflatable: 37 }

/** Pumps, controls and circulation keep drawing power on a warm day: a fifth of the certified figure. */
export const CIRCULATION_FLOOR_SHARE = 0.2
/** Our estimate: a worn cover doubles the heat lost through the lid, about 40 % of standby loss. */
export const WORN_COVER_FACTOR = 1.4
export const BAND_SHARE = 0.2
/** Wh to warm one gallon of water by 1 °F: 8.34 BTU ÷ 3.412 BTU per Wh. */
export const WH_PER_GALLON_PER_F = 8.34 / 3.412
/** Mains water runs about 6 °F above the year's mean air temperature (Burch and Christensen, NREL, 2007). */
export const MAINS_ABOVE_AIR_F = 6

const DAYS_IN_MONTH: readonly number[] = [31, 28.25, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const WINTER_MONTHS = [11, 0, 1]
const SUMMER_MONTHS = [5, 6, 7]

/**
 * The most standby power a tub of this volume may certify to and still be sold in California: since
 * June 2019 `3.75·V^(2/3) + 40` W, before it `5·V^(2/3)` W; an inflatable spa `7·V^(2/3)` W, which we
 * apply whatever its age, the higher figure (V in gallons).
 */
export function legalStandbyLimitWatts(gallons: number, builtBeforeJune2019 = false, spaType: SpaType = 'standard') {
  const surface = Math.cbrt(gallons * gallons)
  if (spaType === 'inflatable') return 7 * surface
  return builtBeforeJune2019 ? 5 * surface : 3.75 * surface + 40
}

/** kWh to heat one fill of `gallons` from mains temperature to the set point. */
export function refillKwh(gallons: number, setF: number, mainsF: number): number {
  return (gallons * WH_PER_GALLON_PER_F * Math.max(0, setF - mainsF)) / 1000
}

/** Standby watts in a month whose mean outdoor temperature is `outdoorF`, never below the floor. */
export function monthlyStandbyWatts(input: {
  normalisedWatts: number
  spaType: SpaType
  setF: number
  outdoorF: number
  cover: CoverCondition
}): number {
  const { normalisedWatts, spaType, setF, outdoorF, cover } = input
  const scaled = (normalisedWatts * (setF - outdoorF)) / NORMALISED_DIFFERENCE_F[spaType]
  const coverFactor = cover === 'worn' ? WORN_COVER_FACTOR : 1
  return Math.max(normalisedWatts * CIRCULATION_FLOOR_SHARE, scaled * coverFactor)
}

/**
 * What a month of standby draws from the meter: with a heat pump, the heat (all above the circulation
 * floor) comes in at the month's COP; the pumps and controls draw what they draw.
 */
export function standbyMeterWatts(standbyWatts: number, normalisedWatts: number, cop: number): number {
  const pumps = Math.min(standbyWatts, normalisedWatts * CIRCULATION_FLOOR_SHARE)
  return pumps + (standbyWatts - pumps) / cop
}

export type RunningCostInput = {
  gallons: number
  /** The label's certified (normalised) standby watts, or null: "I don't know". */
  labelWatts: number | null
  builtBeforeJune2019: boolean
  spaType: SpaType
  setF: number
  /** Mean outdoor temperature for each month, January first. */
  monthlyOutdoorF: readonly number[]
  centsPerKwh: number
  sessionsPerWeek: number
  minutesPerSession: number
  refillsPerYear: number
  cover: CoverCondition
  heater: Heater
}

export type MonthCost = {
  month: number
  outdoorF: number
  /** Watts from the meter to keep the tub hot with its cover on. */
  standbyWatts: number
  standbyKwh: number
  /** kWh from the meter for one hour of soaking this month, and for the month's soaks. */
  soakHourKwh: number
  useKwh: number
  /** The heater's heat out per kWh in: 1 for an element. */
  cop: number
  refillKwh: number
  kwh: number
  cents: number
}

export type RunningCost = {
  /** The standby figure the year is built on, and whether it is the legal worst case. */
  normalisedWatts: number
  worstCase: boolean
  mainsF: number
  months: MonthCost[]
  yearKwh: number
  yearCents: number
  band: { lowCents: number; highCents: number }
  winterMonthCents: number
  summerMonthCents: number
}

/** The tub's year, month by month, at the visitor's price and habits. */
export function runningCost(input: RunningCostInput): RunningCost {
  if (input.monthlyOutdoorF.length !== 12) throw new RangeError('A year of outdoor temperatures has 12 months.')
  const worstCase = input.labelWatts === null
  const normalisedWatts =
    input.labelWatts ?? legalStandbyLimitWatts(input.gallons, input.builtBeforeJune2019, input.spaType)
  const meanAirF = input.monthlyOutdoorF.reduce((sum, value) => sum + value, 0) / input.monthlyOutdoorF.length
  const mainsF = meanAirF + MAINS_ABOVE_AIR_F
  const refillHeatPerMonthKwh = (refillKwh(input.gallons, input.setF, mainsF) * input.refillsPerYear) / 12

  const months = input.monthlyOutdoorF.map((outdoorF, month): MonthCost => {
    const days = DAYS_IN_MONTH[month] ?? 0
    const cop = input.heater === 'heatPump' ? heatPumpCop(input.setF, outdoorF) : 1
    const heatWatts = monthlyStandbyWatts({ ...input, normalisedWatts, outdoorF })
    const standbyWatts = standbyMeterWatts(heatWatts, normalisedWatts, cop)
    const standbyKwh = (standbyWatts * days * 24) / 1000
    const soakHourKwh = soakHeatLoss({ gallons: input.gallons, waterF: input.setF, airF: outdoorF }).totalW / 1000 / cop
    const useKwh = soakHourKwh * ((weeklyUseMinutes(input) / 60) * (days / 7))
    const refillMonthKwh = refillHeatPerMonthKwh / cop
    const kwh = standbyKwh + useKwh + refillMonthKwh
    return {
      month,
      outdoorF,
      standbyWatts,
      standbyKwh,
      soakHourKwh,
      useKwh,
      cop,
      refillKwh: refillMonthKwh,
      kwh,
      cents: Math.round(kwh * input.centsPerKwh),
    }
  })
  const yearKwh = months.reduce((sum, month) => sum + month.kwh, 0)
  const yearCents = months.reduce((sum, month) => sum + month.cents, 0)
  const averageOf = (which: number[]) =>
    Math.round(which.reduce((sum, month) => sum + (months[month]?.cents ?? 0), 0) / which.length)
  return {
    normalisedWatts,
    worstCase,
    mainsF,
    months,
    yearKwh,
    yearCents,
    band: { lowCents: Math.round(yearCents * (1 - BAND_SHARE)), highCents: Math.round(yearCents * (1 + BAND_SHARE)) },
    winterMonthCents: averageOf(WINTER_MONTHS),
    summerMonthCents: averageOf(SUMMER_MONTHS),
  }
}

function weeklyUseMinutes(input: RunningCostInput): number {
  return input.sessionsPerWeek * input.minutesPerSession
}

/** The same tub's year with the other cover, and with the set point 10 °F lower. */
export function whatIf(input: RunningCostInput): { otherCoverCents: number; tenDegreesLowerCents: number } {
  return {
    otherCoverCents: runningCost({ ...input, cover: input.cover === 'worn' ? 'good' : 'worn' }).yearCents,
    tenDegreesLowerCents: runningCost({ ...input, setF: input.setF - 10 }).yearCents,
  }
}

/** The owner test's default length: a good tub loses only 2–3 °F in 8 hours, too little to read well. */
export const MEASURE_HOURS_DEFAULT = 24

/**
 * "Measure your own tub": the heater off and the cover on, the water cooled by `dropF` over `hours`.
 * The heat lost is what the heater puts back on standby: 2.44 Wh per gallon per °F, scaled to a day.
 */
export function measuredRunningCost(input: { gallons: number; dropF: number; hours: number; centsPerKwh: number }) {
  const kwhPerDay = (WH_PER_GALLON_PER_F * input.gallons * input.dropF * (24 / input.hours)) / 1000
  const kwhPerMonth = (kwhPerDay * 365.25) / 12
  return { kwhPerDay, kwhPerMonth, centsPerMonth: Math.round(kwhPerMonth * input.centsPerKwh) }
}

export function gallonsFrom(volume: number, unit: 'gal' | 'L'): number {
  return unit === 'L' ? volume / LITRES_PER_GALLON : volume
}
