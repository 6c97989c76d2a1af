import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import type { Order } from '@/payload-types'
import { hasRole } from '@/staff/access'
import type { StaffRole } from '@/staff/roles'

import { refundOrderPayment } from './refundOrder'
import { recordStatusEventOnce } from './orderStatusEvents'
import { staffOrderChangeRefusal } from './staffOrderRules'

/**
 * Before an order is saved: the stamps are never written by a save (a save writes back what it
 * read; on PostgreSQL a concurrent one would otherwise clear a fresh stamp and send again); a
 * staff member's change must follow the status rules; and a refund goes through the provider
 * first, so a provider that cannot refund leaves the order as it was.
 */
export const guardOrderChange: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  delete data.refundedAt
  delete data.refundRef
  if (data.shipping) {
    delete data.shipping.shippedAt
    delete data.shipping.deliveredAt
  }
  if (!req.user) return data

  const from = originalDoc.status
  const to = data.status ?? from
  const refusal = staffOrderChangeRefusal({
    product: originalDoc.product,
    provider: originalDoc.provider,
    byAdmin: hasRole(req.user as { role?: StaffRole | null }),
    from,
    to,
    shippingBefore: originalDoc.shipping,
    shippingAfter: { ...originalDoc.shipping, ...data.shipping },
  })
  if (refusal) throw new APIError(refusal, 400, undefined, true)
  if (to === 'refunded' && from !== 'refunded') data.refundRef = await refundOrderPayment(req, originalDoc)
  return data
}

/** After an order is saved: the one-time stamps and e-mail of the status it reached. */
export const recordOrderStatusEvent: CollectionAfterChangeHook<Order> = ({ doc, operation, req }) =>
  operation === 'update' ? recordStatusEventOnce(req, doc) : doc
