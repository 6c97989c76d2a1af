import { SERVICE_PRODUCTS } from './prices'

/** The `product` of a spa-product order (its lines say what was bought). */
export const SHOP_PRODUCT = 'products'

/** What an order sells: one of the services, or spa products. */
export const ORDER_PRODUCTS = [...SERVICE_PRODUCTS, SHOP_PRODUCT] as const
export type OrderProduct = (typeof ORDER_PRODUCTS)[number]

/**
 * pending → paid (fulfilment); then, for spa products, paid → shipped → delivered, staff only.
 * refunded from paid, shipped or delivered. A payment that fails leaves the order pending (the
 * buyer may retry with the same payment).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
