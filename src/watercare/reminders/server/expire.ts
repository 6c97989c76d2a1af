import type { Payload } from 'payload'

import { UNCONFIRMED_KEPT_DAYS } from '../linkTerms'

const DAY_MS = 24 * 60 * 60_000

/** Deletes the sign-ups still waiting UNCONFIRMED_KEPT_DAYS after they were made (nothing else was sent to them). */
export async function deleteUnconfirmedOwners(payload: Payload, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * DAY_MS).toISOString()
  await payload.delete({
    collection: 'care-owners',
    where: { and: [{ status: { equals: 'waiting' } }, { createdAt: { less_than: before } }] },
    overrideAccess: true,
  })
}
