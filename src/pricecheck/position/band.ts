/**
 * The published price band's arithmetic, pure: the middle half of the quotes buyers sent for one
 * model (25th to 75th percentile), rounded outward to $500, with a bucketed buyer count. Never a
 * mean, a standard deviation, a median, a minimum or maximum, or an exact count: a band this coarse,
 * from at least 10 buyers spread over at least 3 ZIP3 areas, moves by no single quote.
 */
export const BAND_RULES = {
  /** Buyers (one quote each) a band needs, in its scope and, for a state's band, in the rest of the country. */
  minBuyers: 10,
  /** ZIP3 areas (first three digits of the ZIP) those buyers must come from. */
  minZip3Areas: 3,
  /** No ZIP3 area may hold more than this share of the buyers. */
  maxShareOfOneZip3: 0.25,
  /** The band's ends are rounded outward to this many dollars. */
  roundToDollars: 500,
  /** Beyond this percentage over the band's top, a quote is "well above". */
  wellAbovePercent: 15,
  /** Tukey's fences: quotes further than this many interquartile ranges outside the quartiles are outliers. */
  outlierIqrs: 1.5,
} as const

export const BUYER_BUCKETS = ['10–24', '25 or more'] as const
export type BuyerBucket = (typeof BUYER_BUCKETS)[number]

export const STANDINGS = ['below', 'within', 'above', 'well above'] as const
export type Standing = (typeof STANDINGS)[number]

/** The middle half of the quotes, rounded outward, and how many buyers (as a bucket). */
export type PriceBand = { lowDollars: number; highDollars: number; buyers: BuyerBucket }

/**
 * The `p`-th quantile (0 to 1) of sorted values, interpolated between the two nearest ranks
 * (Hyndman and Fan's type 7, the default of R and of spreadsheets' PERCENTILE.INC).
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('quantile of no values')
  const rank = (sorted.length - 1) * p
  const below = Math.floor(rank)
  const above = Math.min(below + 1, sorted.length - 1)
  return sorted[below]! + (rank - below) * (sorted[above]! - sorted[below]!)
}

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b)

/**
 * Tukey's fences: the quartiles Q1 and Q3, and 1.5 interquartile ranges beyond them; a value
 * outside is an outlier (a typo, a tub with a pool's extras, a planted figure). Robust: one wild
 * value moves the quartiles little, unlike a mean and a standard deviation.
 */
export function tukeyFences(values: readonly number[]): { low: number; high: number } {
  const sorted = ascending(values)
  const q1 = quantile(sorted, 0.25)
  const q3 = quantile(sorted, 0.75)
  const reach = BAND_RULES.outlierIqrs * (q3 - q1)
  return { low: q1 - reach, high: q3 + reach }
}

/** Is each value an outlier of the whole set? Fewer than 4 values: none is (too few to say). */
export function outliersOf(values: readonly number[]): boolean[] {
  if (values.length < 4) return values.map(() => false)
  const { low, high } = tukeyFences(values)
  return values.map((value) => value < low || value > high)
}

/** The low end floored and the high end ceiled to $500: the band published is never narrower than the data's. */
export function roundOutward(low: number, high: number): { lowDollars: number; highDollars: number } {
  const step = BAND_RULES.roundToDollars
  return { lowDollars: Math.floor(low / step) * step, highDollars: Math.ceil(high / step) * step }
}

export const buyerBucket = (buyers: number): BuyerBucket => (buyers >= 25 ? '25 or more' : '10–24')

/** A ZIP code's three-digit area, or null when it is not a US ZIP. */
export function zip3Of(zip: string): string | null {
  const match = /^(\d{3})\d{2}(?:-?\d{4})?$/.exec(zip.trim())
  return match ? match[1]! : null
}

/**
 * The spread rule: at least 10 buyers, from at least 3 ZIP3 areas, none holding more than a
 * quarter of them. A handful of people in one town (or one person with many addresses in one ZIP)
 * cannot make a band on their own.
 */
export function spreadEnough(zip3s: readonly string[]): boolean {
  if (zip3s.length < BAND_RULES.minBuyers) return false
  const perArea = new Map<string, number>()
  for (const area of zip3s) perArea.set(area, (perArea.get(area) ?? 0) + 1)
  if (perArea.size < BAND_RULES.minZip3Areas) return false
  return Math.max(...perArea.values()) <= zip3s.length * BAND_RULES.maxShareOfOneZip3
}

/** The band of these buyers' quotes (one each): the 25th to 75th percentile rounded outward, and the bucket. */
export function bandOf(dollars: readonly number[]): PriceBand {
  const sorted = ascending(dollars)
  return { ...roundOutward(quantile(sorted, 0.25), quantile(sorted, 0.75)), buyers: buyerBucket(sorted.length) }
}

/**
 * A quote against the published (rounded) band: below its low end, within it, above its top by up to
 * 15 %, or "well above" beyond that (the scorecard's "High"). Only the band is used, so asking with
 * many prices reveals nothing the band does not already say.
 */
export function standingOf(quoted: number, band: Pick<PriceBand, 'lowDollars' | 'highDollars'>): Standing {
  if (quoted < band.lowDollars) return 'below'
  if (quoted <= band.highDollars) return 'within'
  // In whole dollars times 100: 10,500 × 1.15 in floating point is 12,074.999…
  return quoted * 100 > band.highDollars * (100 + BAND_RULES.wellAbovePercent) ? 'well above' : 'above'
}
