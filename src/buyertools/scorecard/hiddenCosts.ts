import type { Extra } from './schema'

/**
 * What a quote may leave out, each with a published range where we found one we could check, and the
 * out-the-door total: the quoted price plus the ranges of what is missing, plus sales tax at the buyer's rate.
 */

export type Source = { name: string; url: string }
export type PublishedRange = {
  lowDollars: number
  highDollars: number
  source: Source
  note?: string
  /** Where the note's own figure comes from, when it has one. */
  noteSource?: Source
  /** Not every buyer needs it: the out-the-door total's low end counts it as nothing. */
  onlySometimes?: true
}

const HOMEGUIDE: Source = {
  name: 'HomeGuide, hot tub installation cost',
  url: 'https://homeguide.com/costs/hot-tub-installation-cost',
}

export const EXTRA_LABELS: Record<Extra, string> = {
  cover: 'Cover',
  lifter: 'Cover lifter',
  steps: 'Steps',
  delivery: 'Delivery',
  crane: 'Crane',
  electrical: 'Electrical work',
  pad: 'Pad or base (site preparation)',
  permit: 'Permit and inspection',
  removal: 'Taking away your old tub',
  chemicals: 'Start-up chemicals',
}

/** Published ranges; an extra without one is "no published figure we could check". */
export const PUBLISHED_RANGES: Partial<Record<Extra, PublishedRange>> = {
  electrical: {
    lowDollars: 1_900,
    highDollars: 4_200,
    source: {
      name: 'Angi, hot tub wiring',
      url: 'https://www.angi.com/articles/electrician-install-220-wiring-hot-tub-20-breaker-box.htm',
    },
    note: 'more with a panel upgrade where the house has 100 A service',
  },
  delivery: {
    lowDollars: 200,
    highDollars: 500,
    source: HOMEGUIDE,
    note: 'and a re-delivery fee if the site is not ready on the day: one dealer’s terms say $700',
    noteSource: { name: 'a dealer’s delivery terms', url: 'https://hssofmusiccity.com/delivery-cancellation-policy/' },
  },
  crane: {
    lowDollars: 300,
    highDollars: 1_500,
    source: HOMEGUIDE,
    note: 'only where the tub cannot be wheeled in',
    onlySometimes: true,
  },
  pad: { lowDollars: 500, highDollars: 2_500, source: HOMEGUIDE, note: 'for a concrete pad' },
  permit: {
    lowDollars: 100,
    highDollars: 250,
    source: HOMEGUIDE,
    note: 'where your town asks for one',
    onlySometimes: true,
  },
  removal: {
    lowDollars: 150,
    highDollars: 800,
    source: {
      name: 'Angi, hot tub removal',
      url: 'https://www.angi.com/articles/how-much-would-it-cost-remove-large-jacuzzi-tub.htm',
    },
  },
}
export type HiddenCost = { extra: Extra; label: string; range: PublishedRange | null }
export type OutTheDoor = {
  lowDollars: number
  highDollars: number
  /** Null when the buyer typed no rate: the total leaves tax out, and says so. */
  salesTaxDollars: number | null
  /** Missing items with no published range: not in the total. */
  notCounted: string[]
}

/** What is not included: every extra left unticked, and the old tub's removal only when there is one. */
export function hiddenCostsOf(quote: { included: Extra[]; hasOldTub: boolean }, extras: readonly Extra[]) {
  return extras
    .filter((extra) => !quote.included.includes(extra) && (extra !== 'removal' || quote.hasOldTub))
    .map((extra): HiddenCost => ({ extra, label: EXTRA_LABELS[extra], range: PUBLISHED_RANGES[extra] ?? null }))
}

export const salesTaxOf = (quotedDollars: number, ratePercent: number | null) =>
  ratePercent === null ? null : Math.round((quotedDollars * ratePercent) / 100)

/**
 * The quoted price, plus the low and the high end of each missing item's range (nothing at the low end for
 * what not every buyer needs), plus sales tax.
 */
export function outTheDoor(quotedDollars: number, costs: HiddenCost[], salesTaxDollars: number | null): OutTheDoor {
  const priced = costs.filter((cost) => cost.range !== null)
  const sum = (pick: (range: PublishedRange) => number) => priced.reduce((total, cost) => total + pick(cost.range!), 0)
  const base = quotedDollars + (salesTaxDollars ?? 0)
  return {
    lowDollars: base + sum((range) => (range.onlySometimes ? 0 : range.lowDollars)),
    highDollars: base + sum((range) => range.highDollars),
    salesTaxDollars,
    notCounted: costs.filter((cost) => cost.range === null).map((cost) => cost.label),
  }
}
