import type { UsState } from '@/site/usStates'

import type { ComparableQuote } from './comparableQuotes'
import { MIN_COMPARABLE_QUOTES } from './pricePosition'

export type Scope = 'state' | 'national'

/** The quotes a position is made of, and where they come from; `scope` null when they are too few. */
export type ComparableSet = { scope: Scope | null; quotes: ComparableQuote[] }

/**
 * The buyer's state when at least 5 quotes come from it, otherwise the whole country when it has
 * at least 5, otherwise none (then `quotes` are all there are, fewer than 5: for staff only).
 */
export function comparableSet(quotes: ComparableQuote[], state: UsState | null): ComparableSet {
  const inState = state ? quotes.filter((quote) => quote.state === state) : []
  if (inState.length >= MIN_COMPARABLE_QUOTES) return { scope: 'state', quotes: inState }
  return { scope: quotes.length >= MIN_COMPARABLE_QUOTES ? 'national' : null, quotes }
}
