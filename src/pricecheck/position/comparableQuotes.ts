import type { Payload, PayloadRequest, Where } from 'payload'

import { stateOfZip } from '@/buyertools/runningCost/zipToState'
import type { UsState } from '@/site/usStates'
import type { PriceCheck } from '@/payload-types'

import { quotedDollars } from './quotedDollars'

/** One buyer's quote for the model asked about, as the price check that brought it. */
export type ComparableQuote = {
  priceCheckId: number
  dollars: number
  /** When the price check came in. */
  date: string
  state: UsState | null
}

/** `except`: a price check whose buyer's quotes stay out (staff judging that buyer's own quote). */
export type ModelQuery = { brand: string; model: string; except?: { id: number; email: string } }

/** The newest price checks read for one model: enough for a fair average, and a bounded read. */
export const COMPARABLE_READ_LIMIT = 2_000

/** Brand and model names compare trimmed, in lower case, with runs of spaces as one. */
export const normaliseName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * The quotes buyers sent for this brand and model, newest first: one per buyer (the newest of an
 * e-mail address's price checks, its first tub of that model), so that one buyer asking five times
 * cannot make up the five quotes the public position needs. Prices that cannot be read or are not
 * plausible are left out.
 */
export async function findComparableQuotes(
  payload: Payload,
  { brand, model, except }: ModelQuery,
  req?: PayloadRequest,
): Promise<ComparableQuote[]> {
  const wantedBrand = normaliseName(brand)
  const wantedModel = normaliseName(model)
  // `like` (case-insensitive, every word) narrows the read; the exact comparison is made below.
  const where: Where = { 'tubs.brand': { like: wantedBrand }, 'tubs.model': { like: wantedModel } }
  if (except) where.id = { not_equals: except.id }
  const { docs } = await payload.find({
    collection: 'price-checks',
    where,
    sort: '-createdAt',
    limit: COMPARABLE_READ_LIMIT,
    pagination: false,
    depth: 0,
    select: { email: true, zipcode: true, tubs: true, createdAt: true },
    overrideAccess: true,
    req,
  })
  const left = except ? [buyerOf(except.email)] : []
  return oneQuotePerBuyer(docs as StoredCheck[], { brand: wantedBrand, model: wantedModel }, left)
}

type StoredCheck = Pick<PriceCheck, 'id' | 'email' | 'zipcode' | 'tubs' | 'createdAt'>

const buyerOf = (email: string) => email.trim().toLowerCase()

function oneQuotePerBuyer(
  checks: StoredCheck[],
  wanted: { brand: string; model: string },
  leftOut: string[],
): ComparableQuote[] {
  const buyers = new Set(leftOut)
  const quotes: ComparableQuote[] = []
  for (const check of checks) {
    const buyer = buyerOf(check.email)
    if (buyers.has(buyer)) continue
    const tub = (check.tubs ?? []).find(
      (each) => normaliseName(each.brand) === wanted.brand && normaliseName(each.model) === wanted.model,
    )
    const dollars = tub ? quotedDollars(tub.price) : null
    if (dollars === null) continue
    buyers.add(buyer)
    quotes.push({ priceCheckId: check.id, dollars, date: check.createdAt, state: stateOfZip(check.zipcode) })
  }
  return quotes
}
