import type { PayloadRequest } from 'payload'

import { writeSnapshotOnce } from '@/platform/db/statements/positionSnapshots'

import { countedOf, judgeQuotes, snapshotBands, windowStart } from './countedQuotes'
import { type ModelName, findModelQuotes, modelKeyOf, normaliseName } from './modelQuotes'
import { newBuyersSince, snapshotDue } from './snapshotRule'

/**
 * Takes a new snapshot of each of these models' bands when one is due, in the unit of work of `req`:
 * the save that sends a price check's report, the one moment a quote becomes reviewed. A model's first
 * snapshot is written when it first qualifies; later ones at most every 30 days, after 5 new
 * reviewed buyers. Exactly once however many servers send reports at once (`writeSnapshotOnce`).
 */
export async function refreshPositionSnapshots(req: PayloadRequest, models: readonly ModelName[]): Promise<void> {
  const byKey = new Map(models.map((name) => [modelKeyOf(name), name]))
  for (const [modelKey, name] of byKey) await refreshOne(req, modelKey, name)
}

async function refreshOne(req: PayloadRequest, modelKey: string, name: ModelName): Promise<void> {
  const now = new Date()
  const { docs } = await req.payload.find({
    collection: 'price-position-snapshots',
    where: { modelKey: { equals: modelKey } },
    limit: 1,
    depth: 0,
    select: { computedAt: true },
    overrideAccess: true,
    req,
  })
  const previous = docs[0] ?? null
  const quotes = await findModelQuotes(req.payload, name, { reviewedSince: windowStart(now), req })
  const fresh = previous ? newBuyersSince(quotes, previous.computedAt) : 0
  if (!snapshotDue(previous, now, fresh)) return
  const counted = countedOf(judgeQuotes(quotes, now))
  const bands = snapshotBands(counted)
  if (!previous && !bands.national) return
  await writeSnapshotOnce(
    req,
    {
      modelKey,
      brand: normaliseName(name.brand),
      model: normaliseName(name.model),
      computedAt: now.toISOString(),
      buyersCounted: counted.length,
      bands,
    },
    previous?.computedAt ?? null,
  )
}
