import type { Payload, PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'
import { getPayloadClient } from '@/payloadClient'
import { newPublicRef } from '@/platform/tokens/publicRef'
import { inTransaction, isRequest } from '@/platform/unitOfWork/transaction'

import { type OrderProduct, SHOP_PRODUCT } from '../orderStates'
import { CURRENCY, isServiceProduct, SERVICES, type ServiceProduct } from '../prices'
import type { PaymentProvider, ProviderName, VerifiedPayment } from '../providers/PaymentProvider'

/** The order a provider payment belongs to; given a unit of work's `req`, read inside it. */
export async function findOrderByPayment(
  scope: Payload | PayloadRequest,
  provider: ProviderName,
  paymentRef: string,
): Promise<Order | null> {
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

/**
 * What the order must have been paid, from the server's own figures (never the sent one alone):
 * a service's price from the table; a spa-product order's total from its stored lines, each
 * line, the subtotal and the total adding up (null when they do not).
 */
function priceOf(order: Order): number | null {
  if (isServiceProduct(order.product)) return SERVICES[order.product].cents
  if (order.product !== SHOP_PRODUCT) return null
  const lines = order.lines ?? []
  if (lines.length === 0 || lines.some((line) => line.extended !== line.unitPrice * line.quantity)) return null
  const subTotal = lines.reduce((sum, line) => sum + line.extended, 0)
  if (order.subTotal !== subTotal || typeof order.tax !== 'number') return null
  return subTotal + order.tax
}

/**
 * Why a payment the provider reports does not pay for this order, as a sentence for the buyer;
 * null when it does: succeeded, the exact price (a spa-product order: its total) in usd, made
 * for this order and product.
 */
export function paymentProblem(order: Order, payment: VerifiedPayment): string | null {
  if (payment.state === 'processing')
    return 'Your payment is still being processed. Please wait a moment and try again.'
  if (payment.state === 'requires_action')
    return 'Your payment has not been completed yet. Please complete it and try again.'
  if (payment.state !== 'succeeded')
    return payment.failure ?? 'Your payment did not go through. Please try again or use another card.'
  const price = priceOf(order)
  if (price === null || payment.amount !== price || order.amount !== price) {
    return (
      `The amount paid does not match the price of this ` +
      `${order.product === SHOP_PRODUCT ? 'order' : 'service'},` +
      ` so we could not complete your order. Please contact us.`
    )
  }
  if (payment.currency.toLowerCase() !== CURRENCY || order.currency !== CURRENCY)
    return 'This payment was not made in US dollars, so we could not complete your order. Please contact us.'
  if (payment.orderRef !== order.orderRef || payment.product !== order.product)
    return 'This payment was made for a different order.'
  return null
}

export type Buyer = { name: string; email: string; phone?: string }

/** The order fields a spa-product order stores besides the buyer: its lines, subtotal, tax and where to ship. */
export type SaleDetails = Pick<Order, 'lines' | 'subTotal' | 'tax' | 'shipTo'>

/**
 * What a checkout sells: the order's product, the amount to charge (the server's), the provider's line, and any
 * details.
 */
export type Sale = { product: OrderProduct; amount: number; description: string; details?: SaleDetails }

/** A service's sale, at its price from the table. */
export const serviceSale = (product: ServiceProduct): Sale => ({
  product,
  amount: SERVICES[product].cents,
  description: SERVICES[product].name,
})

/**
 * Opens a checkout: the provider's payment for the sale's amount (its idempotency key tied to
 * the new order), then the pending order that stores the provider's payment id.
 */
export async function startCheckout(
  payload: Payload,
  provider: PaymentProvider,
  sale: Sale,
  buyer: Buyer,
): Promise<{ order: Order; clientSecret?: string }> {
  const orderRef = newPublicRef()
  const { product, amount } = sale
  const created = await provider.create({
    orderRef,
    product,
    description: sale.description,
    amount,
    currency: CURRENCY,
    email: buyer.email,
    idempotencyKey: `order-${orderRef}`,
  })
  const order = await inTransaction(payload, (req) =>
    req.payload.create({
      collection: 'orders',
      data: {
        ...sale.details,
        orderRef,
        product,
        status: 'pending',
        provider: provider.name,
        paymentRef: created.paymentRef,
        amount,
        currency: CURRENCY,
        name: buyer.name,
        email: buyer.email,
        phone: buyer.phone ?? null,
      },
      overrideAccess: true,
      req,
    }),
  )
  return { order, ...(created.clientSecret ? { clientSecret: created.clientSecret } : {}) }
}

/** An order by its public reference (the `?order=` of a completion page), or null. */
export async function findOrderByRef(orderRef: string): Promise<Order | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderRef: { equals: orderRef } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
