import type { PayloadRequest } from 'payload'

import { sendMailOnce } from '@/mail/sendMailOnce'
import type { Order } from '@/payload-types'
import { stampOnce } from '@/platform/db/statements/stampOnce'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { orderShippedEmail } from '../mail/shippingEmails'

// The date columns the status events stamp (drizzle's names: a group's fields are prefixed with it).
const SHIPPED_AT = 'shipping_shippedAt'
const DELIVERED_AT = 'shipping_deliveredAt'
const REFUNDED_AT = 'refundedAt'

/** The buyer's "shipped" e-mail, with the stamp that says it went: once, however many saves say shipped. */
const sendShippedOnce = (req: PayloadRequest, order: Order): Promise<string | null> =>
  sendMailOnce(req, { table: 'orders', id: order.id, column: SHIPPED_AT }, (settings) =>
    orderShippedEmail({
      productName: settings.productName,
      supportEmail: settings.supportEmail,
      order: {
        orderRef: order.orderRef,
        name: order.name,
        email: order.email,
        lines: (order.lines ?? []).map((line) => ({ name: line.name, quantity: line.quantity })),
        carrier: order.shipping?.carrier ?? '',
        trackingNumber: order.shipping?.trackingNumber ?? '',
      },
    }),
  )

/**
 * What a status reached by a save sets in motion, once, in the save's unit of work (`req`):
 * shipped → `shipping.shippedAt` and the buyer's shipped e-mail; delivered → `shipping.deliveredAt`;
 * refunded → `refundedAt` (the refund itself went through the provider before the save, see
 * refundOrder.ts). Each stamp is claimed with one conditional UPDATE, so a repeated or concurrent
 * save does nothing again. Answers the order with the stamp it set.
 */
export async function recordStatusEventOnce(req: PayloadRequest, order: Order): Promise<Order> {
  if (order.status === 'shipped' && !order.shipping?.shippedAt) {
    const shippedAt = await sendShippedOnce(req, order)
    return shippedAt ? { ...order, shipping: { ...order.shipping, shippedAt } } : order
  }
  if (order.status === 'delivered' && !order.shipping?.deliveredAt) {
    const deliveredAt = await inTransaction(req, (req) => stampOnce(req, 'orders', order.id, DELIVERED_AT))
    return deliveredAt ? { ...order, shipping: { ...order.shipping, deliveredAt } } : order
  }
  if (order.status === 'refunded' && !order.refundedAt) {
    const refundedAt = await inTransaction(req, (req) => stampOnce(req, 'orders', order.id, REFUNDED_AT))
    return refundedAt ? { ...order, refundedAt } : order
  }
  return order
}
