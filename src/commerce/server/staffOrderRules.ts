import { type OrderStatus, SHOP_PRODUCT } from '../orderStates'

/** Where staff may move an order from each status. Payment states (pending → paid) belong to fulfilment. */
const SPA_PRODUCT_MOVES: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  paid: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
}
const SERVICE_MOVES: Partial<Record<OrderStatus, readonly OrderStatus[]>> = { paid: ['refunded'] }

/** While carrier and tracking number may still be written: until the parcel is delivered. */
const SHIPPING_EDITABLE: readonly OrderStatus[] = ['paid', 'shipped']

type Shipping = { carrier?: string | null; trackingNumber?: string | null } | null | undefined

export type StaffOrderChange = {
  product: string
  /** Who took the payment: the demo provider takes no money. */
  provider: string
  /** Refunds give money back: admins only. */
  byAdmin: boolean
  from: OrderStatus
  to: OrderStatus
  shippingBefore: Shipping
  shippingAfter: Shipping
}

const filled = (value: string | null | undefined) => Boolean(value?.trim())
const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '')

/**
 * Why staff may not make this change to an order, in words for the admin, or null when they may:
 * spa-product orders go paid → shipped (with carrier and tracking number) → delivered, services
 * only paid → refunded, any paid, shipped or delivered order may be refunded (by an admin), nothing
 * goes back, and nothing paid with the demo provider is shipped.
 */
export function staffOrderChangeRefusal({
  product,
  provider,
  byAdmin,
  from,
  to,
  shippingBefore,
  shippingAfter,
}: StaffOrderChange): string | null {
  const spaProducts = product === SHOP_PRODUCT
  if (to !== from) {
    if (to === 'refunded' && from !== 'pending' && !byAdmin) return 'Only an admin can refund an order.'
    if (from === 'pending')
      return 'This order is still waiting for its payment: only the payment can change its status.'
    if (from === 'refunded') return 'This order has been refunded: that is final, and its status cannot change.'
    const moves = (spaProducts ? SPA_PRODUCT_MOVES : SERVICE_MOVES)[from] ?? []
    if (!moves.includes(to)) {
      if (!spaProducts)
        return 'A service order has nothing to ship or deliver: a paid service order can only be marked refunded.'
      return `A ${from} order can only become ${moves.join(' or ')}; it cannot go to ${to}.`
    }
  }
  const shippingEdited =
    !same(shippingBefore?.carrier, shippingAfter?.carrier) ||
    !same(shippingBefore?.trackingNumber, shippingAfter?.trackingNumber)
  if (shippingEdited && !(spaProducts && SHIPPING_EDITABLE.includes(from) && SHIPPING_EDITABLE.includes(to))) {
    return spaProducts
      ? 'The carrier and tracking number can only be changed while the order is paid or shipped.'
      : 'A service order has no shipping to record.'
  }
  if (to === 'shipped' && from !== 'shipped' && provider === 'demo') {
    return 'This order was paid with the DEMO payment provider: no money was taken, so it cannot be shipped.'
  }
  if (to === 'shipped' && (!filled(shippingAfter?.carrier) || !filled(shippingAfter?.trackingNumber))) {
    return 'Enter the carrier and the tracking number to mark this order shipped.'
  }
  return null
}

/**
 * Why an admin may not refund this order now, in words for the admin, or null when they may: the
 * same rule as a status change to "refunded", and a refund is never made twice. The Refund button
 * is offered exactly when this is null.
 */
export function refundRefusal(order: { product: string; provider: string; status: OrderStatus }): string | null {
  if (order.status === 'refunded') return 'This order has been refunded already.'
  return staffOrderChangeRefusal({
    product: order.product,
    provider: order.provider,
    byAdmin: true,
    from: order.status,
    to: 'refunded',
    shippingBefore: null,
    shippingAfter: null,
  })
}
