import type { Payload, PayloadRequest } from 'payload'

import { type PublicLead, publicLead } from '../contact/contact'
import { findCapture } from './leadCaptures'
import { findLead } from './leads'

/**
 * What the information form opened with `id` shows (getLead, /infoRequest/{id}): a lead's own
 * details, or for a repeat capture's id what that visitor typed, never the lead it repeats.
 */
export async function findFormContact(scope: Payload | PayloadRequest, id: string): Promise<PublicLead | null> {
  const found = (await findLead(scope, id)) ?? (await findCapture(scope, id))
  return found ? publicLead(found) : null
}
