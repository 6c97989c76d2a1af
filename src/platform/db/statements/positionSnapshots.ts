import type { PayloadRequest } from 'payload'

import { transactionOf } from '../connection'
import { eq } from '../drizzle'
import { insertRow } from '../rows'

/** A model's price position snapshot as stored (`price_position_snapshots`, unique on `modelKey`). */
export type SnapshotRow = {
  modelKey: string
  brand: string
  model: string
  computedAt: string
  buyersCounted: number
  bands: unknown
}

/**
 * Writes a model's snapshot at most once per due moment, in the transaction of `req`, however many
 * app servers try at once. `previousComputedAt` is the snapshot the caller read (null: none yet).
 * None yet: INSERT … ON CONFLICT DO NOTHING, so of two first snapshots one is written. One read:
 * INSERT … ON CONFLICT DO UPDATE … WHERE computed_at is still the one read, so a snapshot written
 * meanwhile by another server (committed, or waited for by PostgreSQL's unique index) is left
 * alone. Answers whether this caller wrote it. No collection hook runs; a refused write never
 * breaks the surrounding transaction.
 */
export async function writeSnapshotOnce(
  req: PayloadRequest,
  snapshot: SnapshotRow,
  previousComputedAt: string | null,
): Promise<boolean> {
  const { brand, model, computedAt, buyersCounted, bands } = snapshot
  const now = new Date().toISOString()
  const [written] = await insertRow(await transactionOf(req), 'price_position_snapshots', {
    values: { ...snapshot, createdAt: now, updatedAt: now },
    onConflict:
      previousComputedAt === null
        ? { target: 'modelKey' }
        : {
            target: 'modelKey',
            set: () => ({ brand, model, computedAt, buyersCounted, bands, updatedAt: now }),
            setWhere: (column) => eq(column('computedAt'), previousComputedAt),
          },
    returning: ['id'],
  })
  return Boolean(written)
}
