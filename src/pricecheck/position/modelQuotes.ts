import type { Payload, PayloadRequest, Where } from 'payload'

import { stateOfZip } from '@/site/zipToState'
import { mailboxKey } from '@/platform/outbox/address'
import type { PriceCheck } from '@/payload-types'
import type { UsState } from '@/site/usStates'

import { REPORT_SENT } from '../report'
import { zip3Of } from './band'
import { quotedDollars } from './quotedDollars'

/** One price check's quote for the model asked about (its first tub of that model with a readable price). */
export type ModelQuote = {
  priceCheckId: number
  dollars: number
  /** When the price check came in: the quote's date, for the 24-month window. */
  requestedAt: string
  /** When staff sent its report (the quote is reviewed), or null. */
  reportSentAt: string | null
  buyer: string
  zip3: string | null
  state: UsState | null
}

export type ModelName = { brand: string; model: string }

/** The newest price checks read for one model: a bounded read (it runs when a report is sent, and for staff). */
export const MODEL_READ_LIMIT = 2_000

/** Brand and model names compare trimmed, in lower case, with runs of spaces as one. */
export const normaliseName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ')

/** The key of a model's snapshot: its brand and model, normalised. */
export const modelKeyOf = ({ brand, model }: ModelName): string => `${normaliseName(brand)} / ${normaliseName(model)}`

/**
 * The quotes buyers sent for this brand and model, newest first, one per price check (duplicates per
 * buyer are the caller's to judge). `reviewedSince`: only price checks whose report was sent and
 * which came in from that date on. Prices that cannot be read or are not plausible are left out.
 */
export async function findModelQuotes(
  payload: Payload,
  name: ModelName,
  options: { reviewedSince?: Date; req?: PayloadRequest } = {},
): Promise<ModelQuote[]> {
  const brand = normaliseName(name.brand)
  const model = normaliseName(name.model)
  // `like` (case-insensitive, every word) narrows the read; the exact comparison is made below.
  const conditions: Where[] = [{ 'tubs.brand': { like: brand } }, { 'tubs.model': { like: model } }]
  if (options.reviewedSince) {
    conditions.push(
      { status: { equals: REPORT_SENT } },
      { reportSentAt: { exists: true } },
      { createdAt: { greater_than_equal: options.reviewedSince.toISOString() } },
    )
  }
  const { docs } = await payload.find({
    collection: 'price-checks',
    where: { and: conditions },
    sort: '-createdAt',
    limit: MODEL_READ_LIMIT,
    pagination: false,
    depth: 0,
    select: { email: true, zipcode: true, tubs: true, createdAt: true, status: true, reportSentAt: true },
    overrideAccess: true,
    req: options.req,
  })
  const quotes: ModelQuote[] = []
  for (const check of docs as StoredCheck[]) {
    const tub = (check.tubs ?? []).find(
      (each) => normaliseName(each.brand) === brand && normaliseName(each.model) === model,
    )
    const dollars = tub ? quotedDollars(tub.price) : null
    if (dollars === null) continue
    quotes.push({
      priceCheckId: check.id,
      dollars,
      requestedAt: check.createdAt,
      reportSentAt: check.status === REPORT_SENT ? (check.reportSentAt ?? null) : null,
      buyer: mailboxKey(check.email),
      zip3: zip3Of(check.zipcode),
      state: stateOfZip(check.zipcode),
    })
  }
  return quotes
}

type StoredCheck = Pick<PriceCheck, 'id' | 'email' | 'zipcode' | 'tubs' | 'createdAt' | 'status' | 'reportSentAt'>
