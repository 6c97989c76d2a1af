import type { PayloadRequest } from 'payload'

import { inTransaction } from '@/platform/unitOfWork/transaction'

import { type CrmCollection, writeCrmState } from './crmState'

export const CRM_QUEUE = 'crm'

/**
 * Puts a record's CRM sync in the job queue and marks it `queued`, in the caller's unit of work:
 * if that rolls back, neither the mark nor the job remain. Staff's retry and the re-queue of held
 * syncs come here too, so each gets a fresh job with the full retry budget.
 */
export async function queueCrmSync(req: PayloadRequest, collection: CrmCollection, id: number): Promise<void> {
  await inTransaction(req, async (req) => {
    await writeCrmState(req, collection, id, { status: 'queued', lastError: null })
    if (collection === 'leads')
      await req.payload.jobs.queue({ task: 'crmSyncLead', queue: CRM_QUEUE, input: { leadId: id }, req })
    else await req.payload.jobs.queue({ task: 'crmSyncOrder', queue: CRM_QUEUE, input: { orderId: id }, req })
  })
}
