import type { PayloadRequest } from 'payload'

import { queueOrderSync } from '@/crm/queueSync'
import type { Order } from '@/payload-types'

/**
 * What a paid order sets off beyond its own fulfilment, called by fulfilment once per paid order
 * (services and spa products) inside its unit of work: the order's CRM deal, as a queued job
 * stored, or dropped, with the fulfilment.
 */
export async function afterOrderPaid(req: PayloadRequest, order: Order): Promise<void> {
  await queueOrderSync(req, order.id)
}
