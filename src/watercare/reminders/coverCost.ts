import { legalStandbyLimitWatts, monthlyStandbyWatts } from '@/buyertools/runningCost/model'

/** The calculator's default set temperature for a hot tub (the running-cost form's). */
export const COVER_CHECK_SET_F = 102
/** A month of hours: 8,766 hours a year (365.25 days) ÷ 12. */
const HOURS_A_MONTH = 8766 / 12

export type SoakedCoverCost = { watts: number; kwhPerMonth: number; centsPerMonth: number }

/**
 * What a soaked cover adds to a month's standby, by the running-cost model: its worn-cover standby
 * (`WORN_COVER_FACTOR`, the model's estimate) minus the good cover's, for a tub at the legal standby limit
 * for its volume (the most a tub sold since June 2019 may certify to: the owner's may use less), set to
 * 102 °F, in a month whose mean outdoor temperature is `outdoorF`, at `centsPerKwh`.
 */
export function soakedCoverCost(input: { gallons: number; outdoorF: number; centsPerKwh: number }): SoakedCoverCost {
  const month = {
    normalisedWatts: legalStandbyLimitWatts(input.gallons),
    spaType: 'standard' as const,
    setF: COVER_CHECK_SET_F,
    outdoorF: input.outdoorF,
  }
  const watts = monthlyStandbyWatts({ ...month, cover: 'worn' }) - monthlyStandbyWatts({ ...month, cover: 'good' })
  const kwhPerMonth = (watts * HOURS_A_MONTH) / 1000
  return { watts, kwhPerMonth, centsPerMonth: kwhPerMonth * input.centsPerKwh }
}
