import type { PublicPricePosition } from '@/pricecheck/position/publicPricePosition'
import { formatLongDate } from '@/site/dates'
import { formatDollars } from '@/site/numbers'

/*
 * The scorecard's words for the price position, in one place for the page, the verdict and the
 * e-mail: the published band is the middle half of what reviewed buyers were quoted, never an average.
 */

/**
 * "the middle half of what buyers were quoted for this model ($8,000–$9,500, 10–24 buyers, nationwide, as of
 * November 1, 2026)"
 */
export function bandWords(position: PublicPricePosition): string {
  const where = position.scope === 'state' && position.state ? `in ${position.state}` : 'nationwide'
  const band = `${formatDollars(position.lowDollars)}–${formatDollars(position.highDollars)}`
  return (
    `the middle half of what buyers were quoted for this model ` +
    `(${band}, ${position.buyers} buyers, ${where}, as of ${formatLongDate(position.asOf)})`
  )
}

const PLACE: Record<PublicPricePosition['standing'], string> = {
  below: 'below',
  within: 'in',
  above: 'above',
  'well above': 'more than 15 % above the top of',
}

/** Where the quote sits, in one sentence: "Your price is in the middle half of …". */
export const positionSentence = (position: PublicPricePosition): string =>
  `Your price is ${PLACE[position.standing]} ${bandWords(position)}.`

/** No band for this model: why, and what to do instead. */
export const NO_BAND_YET =
  'We publish a price band for a model once 10 buyers from different areas have had a quote for it reviewed ' +
  'by our staff, and withdraw it when it is a year old. Send yours as a price check.'
export const NO_POSITION = `Not enough data yet: w${NO_BAND_YET.slice(1)}`
