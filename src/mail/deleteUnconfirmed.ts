import type { CollectionSlug, Payload } from 'payload'

const DAY_MS = 24 * 60 * 60_000

/**
 * Deletes the rows of `collection` whose address is still waiting for its owner to confirm it (`field` is
 * `waiting`) `keptDays` after they were made: an address nobody confirmed is kept only that long.
 */
export async function deleteUnconfirmed(
  payload: Payload,
  rows: { collection: CollectionSlug; field: string; keptDays: number },
  now: Date,
): Promise<void> {
  const before = new Date(now.getTime() - rows.keptDays * DAY_MS).toISOString()
  await payload.delete({
    collection: rows.collection,
    where: { and: [{ [rows.field]: { equals: 'waiting' } }, { createdAt: { less_than: before } }] },
    overrideAccess: true,
  })
}
