import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import type { Order } from '@/payload-types'
import { hasRole } from '@/staff/access'
import type { StaffRole } from '@/staff/roles'

import { recordStatusEventOnce } from './orderStatusEvents'
import { staffOrderChangeRefusal } from './staffOrderRules'

export const REFUND_BY_SAVE_REFUSED =
  'To refund this order, use its Refund button: the payment provider refunds it first. Nothing was changed.'

type RefundContext = { refundedByProvider?: { refundRef: string } }

/** What the staff refund (refundByStaff.ts) gives its save once the provider has refunded. */
export const refundContext = (refundRef: string): RefundContext => ({ refundedByProvider: { refundRef } })

/**
 * Before an order is saved: the stamps are never written by a save (a save writes back what it
 * read; on PostgreSQL a concurrent one would otherwise clear a fresh stamp and send again); a
 * staff member's change must follow the status rules; and "refunded" comes only from the staff
 * refund, after the provider refunded, never from a save that could not have asked it.
 */
export const guardOrderChange: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || !originalDoc) return data
  delete data.refundedAt
  delete data.refundRef
  if (data.shipping) {
    delete data.shipping.shippedAt
    delete data.shipping.deliveredAt
  }
  const refunded = (context as RefundContext).refundedByProvider
  if (refunded && originalDoc.status !== 'refunded') return { ...data, refundRef: refunded.refundRef }
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
  if (to === 'refunded' && from !== 'refunded') throw new APIError(REFUND_BY_SAVE_REFUSED, 400, undefined, true)
  return data
}

/** After an order is saved: the one-time stamps and e-mail of the status it reached. */
export const recordOrderStatusEvent: CollectionAfterChangeHook<Order> = ({ doc, operation, req }) =>
  operation === 'update' ? recordStatusEventOnce(req, doc) : doc
