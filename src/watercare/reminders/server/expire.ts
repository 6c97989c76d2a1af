import type { Payload } from 'payload'

import { deleteUnconfirmed } from '@/mail/deleteUnconfirmed'

import { UNCONFIRMED_KEPT_DAYS } from '../linkTerms'

/** Deletes the sign-ups still waiting UNCONFIRMED_KEPT_DAYS after they were made (nothing else was sent to them). */
export async function deleteUnconfirmedOwners(payload: Payload, now = new Date()): Promise<void> {
  await deleteUnconfirmed(payload, { collection: 'care-owners', field: 'status', keptDays: UNCONFIRMED_KEPT_DAYS }, now)
}
