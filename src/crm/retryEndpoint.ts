import type { Endpoint } from 'payload'

import { json } from '@/platform/http/json'
import { inTransaction } from '@/platform/unitOfWork/transaction'
import { staffOnly } from '@/staff/staffEndpoint'

import { CRM_COLLECTIONS, type CrmCollection } from './crmState'
import { queueCrmSync } from './queueSync'

/** What staff may send again: a sync that gave up, or one held while no CRM was configured. */
export const RETRYABLE_STATUSES = ['failed', 'held'] as const

const isCrmCollection = (value: unknown): value is CrmCollection => CRM_COLLECTIONS.includes(value as CrmCollection)

/**
 * `POST /api/cms/crm-sync/{leads|orders}/{id}/retry`: staff who may see leads and orders
 * (moderators, admins) queue a failed or held sync again, with a fresh retry budget. Under
 * Payload's REST route, so it has its protections: the staff cookie only counts from the
 * configured origins (Payload's `csrf`), and writes from other sites are refused
 * (`staff/sameSiteWrites.ts`).
 */
export const crmRetryEndpoint: Endpoint = {
  path: '/crm-sync/:collection/:id/retry',
  method: 'post',
  handler: staffOnly(['moderator'], 'Only staff who handle leads and orders may retry a CRM sync.', async (req) => {
    const { collection, id: rawId } = req.routeParams ?? {}
    const id = Number(rawId)
    if (!isCrmCollection(collection) || !Number.isSafeInteger(id) || id <= 0) {
      return json({ errors: [{ message: 'No such lead or order.' }] }, 404)
    }
    const record = await req.payload.findByID({ collection, id, depth: 0, disableErrors: true, overrideAccess: true })
    if (!record) return json({ errors: [{ message: 'No such lead or order.' }] }, 404)
    const status = record.crm?.status
    if (!RETRYABLE_STATUSES.includes(status as (typeof RETRYABLE_STATUSES)[number])) {
      return json(
        { errors: [{ message: `Only a failed or held sync can be retried; this one is ${status ?? 'not started'}.` }] },
        409,
      )
    }
    await inTransaction(req.payload, (unit) => queueCrmSync(unit, collection, id))
    return json({ status: 'queued' })
  }),
}
