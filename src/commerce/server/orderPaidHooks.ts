import type { PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'
import { announce } from '@/platform/plugins/platformCalls'

/**
 * What a paid order sets off beyond its own fulfilment, called by fulfilment once per paid order
 * (services and spa products) inside its unit of work: announced as `orderPaid`, which the CRM follows
 * with the order's deal, as a queued job stored, or dropped, with the fulfilment.
 */
export async function afterOrderPaid(req: PayloadRequest, order: Order): Promise<void> {
  await announce(req, 'orderPaid', order.id)
}

declare module '@/platform/plugins/platformCalls' {
  interface RecordEvents {
    /** An order is paid (its id). */
    orderPaid: number
  }
}
