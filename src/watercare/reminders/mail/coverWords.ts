import { WORN_COVER_FACTOR } from '@/buyertools/runningCost/model'
import type { StateFigureTable } from '@/buyertools/runningCost/stateFigures'
import { MONTH_NAMES } from '@/site/dates'
import { formatDollarsAndCents, groupThousands } from '@/site/numbers'

import { COVER_CHECK_SET_F, soakedCoverCost } from '../coverCost'

/**
 * The cover check's figure: what a soaked cover costs a month, in the owner's state's coldest month, at
 * their price or their state's average, each figure with its source; or, without a state or a price, what
 * is missing and where to give it.
 */
export function soakedCoverParagraph(
  owner: { gallons: number; state?: string | null; centsPerKwh?: number | null },
  figures: StateFigureTable | null,
): string {
  const state = figures?.states.find((each) => each.code === owner.state)
  if (!figures || !state) {
    return (
      'What a soaked cover costs depends on your winter and your price: give us your state on the manage page ' +
      'and next year’s check works it out. Or measure your tub with the calculator below.'
    )
  }
  const price = owner.centsPerKwh ?? state.centsPerKwh
  if (price === null || price === undefined) {
    return (
      `We have no average electricity price on file for ${state.name}: give us yours on the manage page and next ` +
      'year’s check works out what a soaked cover costs. Or measure your tub with the calculator below.'
    )
  }
  const coldest = state.monthlyMeanF.indexOf(Math.min(...state.monthlyMeanF))
  const outdoorF = state.monthlyMeanF[coldest]!
  const cost = soakedCoverCost({ gallons: owner.gallons, outdoorF, centsPerKwh: price })
  const priceSource =
    owner.centsPerKwh === null || owner.centsPerKwh === undefined
      ? `${state.name}’s average residential price (${figures.price.publisher}, ${figures.price.dataset}, ` +
        `${figures.price.year})`
      : 'your price'
  return (
    `What a soaked cover costs: our running-cost model counts a worn cover as ${WORN_COVER_FACTOR} times the heat ` +
    `lost with a good one (our estimate, not a measurement). For a ${groupThousands(owner.gallons)}-gallon tub at ` +
    `the legal standby limit for its size, set to ${COVER_CHECK_SET_F} °F, in ${state.name}’s ` +
    `${MONTH_NAMES[coldest]} (${outdoorF} °F on average: ${figures.temperature.publisher}, ` +
    `${figures.temperature.dataset}, ${figures.temperature.period}), that is about ` +
    `${Math.round(cost.kwhPerMonth)} kWh and ${formatDollarsAndCents(cost.centsPerMonth)} a month at ${price} ¢ ` +
    `a kWh, ${priceSource}. A tub certified below the limit loses less: measure yours.`
  )
}
