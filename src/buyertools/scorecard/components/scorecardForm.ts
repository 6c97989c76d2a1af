import { UNKNOWN } from '../../runningCost/schema'
import { CRITERION_IDS } from '../criteria'
import type { ScorecardForm } from '../schema'

/** A fresh scorecard: everything the buyer has not told us is "don't know". */
export const START: ScorecardForm & { zip: string } = {
  brand: '',
  model: '',
  quotedDollars: '',
  zip: '',
  state: '',
  venue: 'showroom',
  included: [],
  depositDollars: '0',
  depositRefundable: 'unknown',
  financedTotalDollars: UNKNOWN,
  deferredInterest: 'unknown',
  todayOnly: false,
  warranty: { shell: UNKNOWN, plumbing: UNKNOWN, equipment: UNKNOWN, labor: UNKNOWN },
  warrantyService: 'unknown',
  criteria: Object.fromEntries(CRITERION_IDS.map((id) => [id, 'unknown'])) as ScorecardForm['criteria'],
}

/** A field that may be unknown, as typed: blank is "don't know". */
export const typedOrUnknown = (typed: string) => (typed.trim() === '' ? UNKNOWN : typed)
/** The same, shown in its field: "don't know" is blank. */
export const shownOrBlank = (value: string | number | null | undefined) =>
  value === UNKNOWN || value === null || value === undefined ? '' : String(value)

/** The answers the schema reads: the form without the ZIP code, which only chose the state. */
export function answers({ zip: _zip, ...form }: typeof START): ScorecardForm {
  return form
}
