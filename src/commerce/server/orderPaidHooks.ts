import type { PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'

/**
 * HOOK POINT for the CRM job (next issue): called by fulfilment once per paid order, inside its
 * unit of work, after the receipt and lead. Queue the CRM job here (`req.payload.jobs.queue(…,
 * { req })`) so it is stored, or dropped, with the order's fulfilment.
 */
export async function afterOrderPaid(_req: PayloadRequest, _order: Order): Promise<void> {}
