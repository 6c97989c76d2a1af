import type { Payload } from 'payload'

import type { Order } from '@/payload-types'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import type { PaymentProvider } from '../providers/PaymentProvider'
import { type Fulfilment, fulfilOrder } from './fulfilOrder'
import { findOrderByPayment, paymentProblem } from './orders'

export const UNKNOWN_PAYMENT =
  'We could not find this payment. If you were charged, please contact us with your receipt.'

/** A payment checked with its provider: ready to fulfil, already paid, or refused with a reason. */
export type CheckedPayment = { kind: 'ready' | 'paid'; order: Order } | { kind: 'refused'; reason: string }

/**
 * Everything that must hold before an order is fulfilled, asked of the provider itself (never the
 * browser's word): the order exists for this provider payment (and `product`, when the caller
 * names one), and the payment succeeded for its price, in usd, for this order. A paid order is
 * not asked again. The provider call happens here, outside any transaction.
 */
export async function checkPayment(
  payload: Payload,
  provider: PaymentProvider,
  paymentRef: string,
  product?: string,
): Promise<CheckedPayment> {
  const order = await findOrderByPayment(payload, provider.name, paymentRef)
  if (!order) return { kind: 'refused', reason: UNKNOWN_PAYMENT }
  if (product !== undefined && order.product !== product)
    return { kind: 'refused', reason: 'This payment was made for a different service.' }
  // Staff may have moved a paid spa-product order on (shipped, delivered): a repeat still answers as paid.
  if (order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered')
    return { kind: 'paid', order }
  if (order.status !== 'pending')
    return { kind: 'refused', reason: `This order is ${order.status} and cannot be completed. Please contact us.` }
  const problem = paymentProblem(order, await provider.verify(paymentRef))
  return problem ? { kind: 'refused', reason: problem } : { kind: 'ready', order }
}

/**
 * The paid* routes' whole job: check the payment, then fulfil it in one unit of work. A paid
 * order answers as fulfilled (not again): the caller gives the same answer to every repeat.
 */
export async function settlePayment(
  payload: Payload,
  provider: PaymentProvider,
  paymentRef: string,
  product: string,
): Promise<{ ok: true; fulfilment: Fulfilment } | { ok: false; reason: string }> {
  const checked = await checkPayment(payload, provider, paymentRef, product)
  if (checked.kind === 'refused') return { ok: false, reason: checked.reason }
  const fulfilment = await inTransaction(payload, (req) => fulfilOrder(req, checked.order.id))
  return { ok: true, fulfilment }
}
