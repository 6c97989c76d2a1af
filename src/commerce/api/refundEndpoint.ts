import type { Endpoint } from 'payload'

import { json } from '@/platform/http/json'

import type { ProviderOfPayment } from '../providers/PaymentProvider'
import { refundOrderByStaff } from '../server/refundByStaff'

/**
 * `POST /api/cms/order-refunds/{id}`: an admin refunds an order's whole payment through the provider
 * that took it (the order's Refund button). Under Payload's REST route, so it has its protections:
 * the staff cookie only counts from the configured origins (Payload's `csrf`), and writes from other
 * sites are refused (`staff/sameSiteWrites.ts`).
 */
export const orderRefundEndpoint = (providerOfPayment: ProviderOfPayment): Endpoint => ({
  path: '/order-refunds/:id',
  method: 'post',
  handler: async (req) => {
    const refund = await refundOrderByStaff(req, req.routeParams?.id, providerOfPayment)
    return refund.ok
      ? json({ status: refund.order.status, refundRef: refund.order.refundRef ?? null })
      : json({ errors: [{ message: refund.message }] }, refund.status)
  },
})
