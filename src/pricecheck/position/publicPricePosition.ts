import type { Payload } from 'payload'

import type { UsState } from '@/site/usStates'

import { findComparableQuotes } from './comparableQuotes'
import { comparableSet, type Scope } from './comparableScope'
import { type PricePosition, pricePosition } from './pricePosition'

/** What the public may know of a quote's position: aggregates and where they come from. */
export type PublicPricePosition = PricePosition & { scope: Scope }

/**
 * Where `price` sits among buyers' quotes for the model: the state's when it has at least 5, else
 * the country's; null when there are fewer than 5. The public API and the e-mailed scorecard read it.
 */
export async function publicPricePosition(
  payload: Payload,
  query: { brand: string; model: string; state: UsState | null; price: number },
): Promise<PublicPricePosition | null> {
  const quotes = await findComparableQuotes(payload, { brand: query.brand, model: query.model })
  const { scope, quotes: comparable } = comparableSet(quotes, query.state)
  if (!scope) return null
  const position = pricePosition(
    query.price,
    comparable.map((quote) => quote.dollars),
  )
  return position ? { ...position, scope } : null
}
