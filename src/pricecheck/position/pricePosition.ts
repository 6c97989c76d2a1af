/**
 * Where a quoted price sits among the quotes buyers sent us for the same model. Public, so it
 * answers in aggregates only and only from at least MIN_COMPARABLE_QUOTES quotes: an average and a
 * typical range rounded to $100 and a bucketed count, never a minimum, maximum, median, percentile
 * or single quote. The quote is compared with the *rounded* average, so asking with many prices
 * cannot narrow the average down further than the $100 it is shown to.
 */
export const MIN_COMPARABLE_QUOTES = 5

export const QUOTE_COUNT_BUCKETS = ['5–9', '10–24', '25 or more'] as const
export type QuoteCountBucket = (typeof QUOTE_COUNT_BUCKETS)[number]

/**
 * The words for a quote against the average: within 5 % either side is "about average" (the
 * average itself is only known to $100, and dealers' quotes for one model spread far wider); more
 * than 5 % under is "below"; up to 15 % over is "above"; beyond that, "well above".
 */
export const STANDINGS = ['below', 'about average', 'above', 'well above'] as const
export type Standing = (typeof STANDINGS)[number]
const ABOUT_AVERAGE_PERCENT = 5
const WELL_ABOVE_PERCENT = 15

export type PriceBand = {
  averageDollars: number
  /** The average ± one (sample) standard deviation, each end rounded to $100, never below $0. */
  typicalLowDollars: number
  typicalHighDollars: number
  quoteCount: QuoteCountBucket
}

export type PricePosition = PriceBand & {
  /** The quote against the rounded average, in whole percent: positive above it, negative below. */
  percentFromAverage: number
  standing: Standing
}

const toHundred = (dollars: number) => Math.round(dollars / 100) * 100

function quoteCountBucket(count: number): QuoteCountBucket {
  if (count >= 25) return '25 or more'
  return count >= 10 ? '10–24' : '5–9'
}

/** The comparable quotes' average, typical range and count bucket; null below 5 quotes. */
export function priceBand(comparableDollars: readonly number[]): PriceBand | null {
  const count = comparableDollars.length
  if (count < MIN_COMPARABLE_QUOTES) return null
  const mean = comparableDollars.reduce((sum, dollars) => sum + dollars, 0) / count
  const variance = comparableDollars.reduce((sum, dollars) => sum + (dollars - mean) ** 2, 0) / (count - 1)
  const deviation = Math.sqrt(variance)
  return {
    averageDollars: toHundred(mean),
    typicalLowDollars: Math.max(0, toHundred(mean - deviation)),
    typicalHighDollars: toHundred(mean + deviation),
    quoteCount: quoteCountBucket(count),
  }
}

function standingOf(percent: number): Standing {
  if (percent < -ABOUT_AVERAGE_PERCENT) return 'below'
  if (percent <= ABOUT_AVERAGE_PERCENT) return 'about average'
  return percent <= WELL_ABOVE_PERCENT ? 'above' : 'well above'
}

/** The band, and where `quotedDollars` sits against its average; null below 5 comparable quotes. */
export function pricePosition(quotedDollars: number, comparableDollars: readonly number[]): PricePosition | null {
  const band = priceBand(comparableDollars)
  if (!band) return null
  const percentFromAverage = Math.round(((quotedDollars - band.averageDollars) / band.averageDollars) * 100)
  return { ...band, percentFromAverage, standing: standingOf(percentFromAverage) }
}
