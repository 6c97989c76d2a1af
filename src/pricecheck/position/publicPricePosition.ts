import type { Payload } from 'payload'

import type { UsState } from '@/site/usStates'

import { type PriceBand, type Standing, standingOf } from './band'
import type { SnapshotBands } from './countedQuotes'
import { modelKeyOf } from './modelQuotes'
import { snapshotTooOld } from './snapshotRule'

export type Scope = 'state' | 'national'

/**
 * What the public may know of a quote's position: the published band (the middle half of reviewed
 * buyers' quotes, rounded outward to $500, a buyer-count bucket), where it applies, the snapshot's
 * date (YYYY-MM-DD), and the quote against the band.
 */
export type PublicPricePosition = PriceBand & {
  scope: Scope
  /** The state of a state's band; null for the country's. */
  state: UsState | null
  asOf: string
  standing: Standing
}

/** A model's published snapshot: its date and bands; null before the model first qualified. */
export async function findSnapshot(
  payload: Payload,
  name: { brand: string; model: string },
): Promise<{ computedAt: string; bands: SnapshotBands } | null> {
  const { docs } = await payload.find({
    collection: 'price-position-snapshots',
    where: { modelKey: { equals: modelKeyOf(name) } },
    limit: 1,
    depth: 0,
    select: { computedAt: true, bands: true },
    overrideAccess: true,
  })
  const doc = docs[0]
  return doc ? { computedAt: doc.computedAt, bands: doc.bands as SnapshotBands } : null
}

/** The band the public sees for a buyer in `state` (null: the country's), without a quote's place. */
export type PublishedBand = Omit<PublicPricePosition, 'standing'>

/**
 * The state's band when the snapshot has one, else the country's; null when it has neither or when the
 * snapshot is more than a year old.
 */
export function publishedBand(
  snapshot: { computedAt: string; bands: SnapshotBands },
  state: UsState | null,
  now: Date = new Date(),
): PublishedBand | null {
  if (snapshotTooOld(snapshot, now)) return null
  const stateBand = state ? snapshot.bands.states[state] : undefined
  const band = stateBand ?? snapshot.bands.national
  if (!band) return null
  return {
    lowDollars: band.lowDollars,
    highDollars: band.highDollars,
    buyers: band.buyers,
    scope: stateBand ? 'state' : 'national',
    state: stateBand ? state : null,
    asOf: snapshot.computedAt.slice(0, 10),
  }
}

/**
 * Where `price` sits against the model's published band: the buyer's state's when the snapshot has
 * one, else the country's; null when it has neither. One indexed read of the snapshot, nothing else:
 * the public API and the e-mailed scorecard read it.
 */
export async function publicPricePosition(
  payload: Payload,
  query: { brand: string; model: string; state: UsState | null; price: number },
): Promise<PublicPricePosition | null> {
  const snapshot = await findSnapshot(payload, query)
  const band = snapshot ? publishedBand(snapshot, query.state) : null
  return band ? { ...band, standing: standingOf(query.price, band) } : null
}
