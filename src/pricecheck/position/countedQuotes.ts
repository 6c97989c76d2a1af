import type { UsState } from '@/site/usStates'

import { type PriceBand, bandOf, outliersOf, spreadEnough } from './band'
import type { ModelQuote } from './modelQuotes'

/** Quotes count for this long, by the date the price check came in (the quote's own date). */
export const WINDOW_MONTHS = 24

/** Why a quote does not count towards the published band. */
export const EXCLUSIONS = [
  'not reviewed',
  'older than 24 months',
  'no US ZIP code',
  'same buyer, a newer quote counts',
  'outlier',
] as const
export type Exclusion = (typeof EXCLUSIONS)[number]

export type JudgedQuote = ModelQuote & { exclusion: Exclusion | null }
export type CountedQuote = ModelQuote & { zip3: string }

/** The start of the window: `now` less 24 calendar months. */
export function windowStart(now: Date): Date {
  const start = new Date(now)
  start.setUTCMonth(start.getUTCMonth() - WINDOW_MONTHS)
  return start
}

/**
 * Each quote with the reason it does not count, or null when it does: reviewed (its report sent),
 * from the last 24 months, with a US ZIP, the newest such quote of its buyer (the normalised
 * address), and not an outlier by Tukey's fences over all the model's counted quotes.
 */
export function judgeQuotes(quotes: readonly ModelQuote[], now: Date): JudgedQuote[] {
  const since = windowStart(now).getTime()
  const newestFirst = [...quotes].sort((a, b) => Date.parse(b.requestedAt) - Date.parse(a.requestedAt))
  const buyers = new Set<string>()
  const judged: JudgedQuote[] = newestFirst.map((quote) => {
    const exclusion: Exclusion | null = !quote.reportSentAt
      ? 'not reviewed'
      : Date.parse(quote.requestedAt) < since
        ? 'older than 24 months'
        : !quote.zip3
          ? 'no US ZIP code'
          : buyers.has(quote.buyer)
            ? 'same buyer, a newer quote counts'
            : null
    if (!exclusion) buyers.add(quote.buyer)
    return { ...quote, exclusion }
  })
  const candidates = judged.filter((quote) => quote.exclusion === null)
  const outliers = outliersOf(candidates.map((quote) => quote.dollars))
  candidates.forEach((quote, index) => {
    if (outliers[index]) quote.exclusion = 'outlier'
  })
  return judged
}

export const countedOf = (judged: readonly JudgedQuote[]): CountedQuote[] =>
  judged.filter((quote): quote is JudgedQuote & CountedQuote => quote.exclusion === null)

/** What a snapshot publishes for one model: the country's band, and each state's where it qualifies. */
export type SnapshotBands = { national: PriceBand | null; states: Partial<Record<UsState, PriceBand>> }

/**
 * The bands the counted quotes support. The country's when its buyers pass the spread rule (10
 * buyers, 3 ZIP3 areas, none over a quarter). A state's only when its own buyers AND the rest of
 * the country's each pass it: then neither the state's band nor the difference between it and the
 * country's can be read back to a handful of quotes.
 */
export function snapshotBands(counted: readonly CountedQuote[]): SnapshotBands {
  const zip3s = (quotes: readonly CountedQuote[]) => quotes.map((quote) => quote.zip3)
  const national = spreadEnough(zip3s(counted)) ? bandOf(counted.map((quote) => quote.dollars)) : null
  const states: SnapshotBands['states'] = {}
  const inStates = new Set(counted.flatMap((quote) => (quote.state ? [quote.state] : [])))
  for (const state of inStates) {
    const inside = counted.filter((quote) => quote.state === state)
    const rest = counted.filter((quote) => quote.state !== state)
    if (spreadEnough(zip3s(inside)) && spreadEnough(zip3s(rest))) {
      states[state] = bandOf(inside.map((quote) => quote.dollars))
    }
  }
  return { national, states }
}
