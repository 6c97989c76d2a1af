import type { Payload, PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'
import { newPublicRef } from '@/server/publicRef'
import { inTransaction, isRequest } from '@/server/transaction'

import { CURRENCY, isServiceProduct, SERVICES, type ServiceProduct } from '../prices'
import type { PaymentProvider, ProviderName, VerifiedPayment } from '../providers/PaymentProvider'

/** The order a provider payment belongs to; given a unit of work's `req`, read inside it. */
export async function findOrderByPayment(scope: Payload | PayloadRequest, provider: ProviderName, paymentRef: string): Promise<Order | null> {
  const [payload, req] = isRequest(scope) ? [scope.payload, scope] : [scope, undefined]
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ provider: { equals: provider } }, { paymentRef: { equals: paymentRef } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** What the order must have been paid, from the server's own table (never the stored or sent figure alone). */
function priceOf(order: Pick<Order, 'product'>): number | null {
  return isServiceProduct(order.product) ? SERVICES[order.product].cents : null
}

/**
 * Why a payment the provider reports does not pay for this order, as a sentence for the buyer;
 * null when it does: succeeded, the exact price in usd, made for this order and product.
 */
export function paymentProblem(order: Order, payment: VerifiedPayment): string | null {
  if (payment.state === 'processing') return 'Your payment is still being processed. Please wait a moment and try again.'
  if (payment.state === 'requires_action') return 'Your payment has not been completed yet. Please complete it and try again.'
  if (payment.state !== 'succeeded') return payment.failure ?? 'Your payment did not go through. Please try again or use another card.'
  const price = priceOf(order)
  if (price === null || payment.amount !== price || order.amount !== price) return 'The amount paid does not match the price of this service, so we could not complete your order. Please contact us.'
  if (payment.currency.toLowerCase() !== CURRENCY || order.currency !== CURRENCY) return 'This payment was not made in US dollars, so we could not complete your order. Please contact us.'
  if (payment.orderRef !== order.orderRef || payment.product !== order.product) return 'This payment was made for a different order.'
  return null
}

export type Buyer = { name: string; email: string; phone?: string }

/**
 * Opens a checkout: the provider's payment for the product's price (its idempotency key tied to
 * the new order), then the pending order that stores the provider's payment id.
 */
export async function startCheckout(payload: Payload, provider: PaymentProvider, product: ServiceProduct, buyer: Buyer): Promise<{ order: Order; clientSecret?: string }> {
  const orderRef = newPublicRef()
  const amount = SERVICES[product].cents
  const created = await provider.create({
    orderRef,
    product,
    description: SERVICES[product].name,
    amount,
    currency: CURRENCY,
    email: buyer.email,
    idempotencyKey: `order-${orderRef}`,
  })
  const order = await inTransaction(payload, (req) =>
    req.payload.create({
      collection: 'orders',
      data: { orderRef, product, status: 'pending', provider: provider.name, paymentRef: created.paymentRef, amount, currency: CURRENCY, name: buyer.name, email: buyer.email, phone: buyer.phone ?? null },
      overrideAccess: true,
      req,
    }),
  )
  return { order, ...(created.clientSecret ? { clientSecret: created.clientSecret } : {}) }
}

/** An order by its public reference (the `?order=` of a completion page), or null. */
export async function findOrderByRef(orderRef: string): Promise<Order | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'orders', where: { orderRef: { equals: orderRef } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}
