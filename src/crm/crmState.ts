import type { PayloadRequest } from 'payload'

import { writeCrmColumns } from '@/platform/db/statements/writeCrmColumns'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import type { CrmSyncStatus } from './syncField'

export const CRM_COLLECTIONS = ['leads', 'orders'] as const
export type CrmCollection = (typeof CRM_COLLECTIONS)[number]

export type CrmState = {
  status: CrmSyncStatus
  contactId?: string
  dealId?: string
  syncedAt?: string
  lastError?: string | null
}

/**
 * Writes a record's `crm` group, and only it, with one UPDATE in the unit of work of `req`. Not
 * through Payload's update: that writes back the whole row as it read it (a status staff set
 * meanwhile, a shipment, would be undone) and runs the collection's hooks, which belong to the
 * record's own life, not to its CRM copy. Staff never edit these fields (read-only).
 */
export async function writeCrmState(
  req: PayloadRequest,
  collection: CrmCollection,
  id: number,
  state: CrmState,
): Promise<void> {
  await inTransaction(req, (req) => writeCrmColumns(req, collection, id, state))
}
