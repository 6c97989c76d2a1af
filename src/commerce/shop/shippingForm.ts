import type { BasketLine } from './basket'
import { createShopPaymentSchema, SHOP_MESSAGES } from './schemas'
import { SHIP_COUNTRY } from './shipCountry'

/** What the buyer types on the shipping form (the country is fixed: the shop ships within the US). */
export type ShippingField = 'name' | 'email' | 'address' | 'city' | 'state' | 'zip'
export type ShippingValues = Record<ShippingField, string>
/** A spa-product order as `create-payment-intent` and `paidSM` take it: the basket and where to ship it. */
export type ShopOrder = {
  items: BasketLine[]
  name: string
  email: string
  address: string
  city: string
  state: string
  country: string
  zip: string
}

type MessageKey = ShippingField | 'country' | 'items'
const FIELDS: readonly string[] = [
  'name',
  'email',
  'address',
  'city',
  'state',
  'country',
  'zip',
  'items',
] satisfies MessageKey[]

/**
 * The `POST /api/ecomm/create-payment-intent` body the form sends for this basket and what was typed (card payment).
 */
export const shippingBody = (items: BasketLine[], values: ShippingValues): ShopOrder => ({
  items,
  ...values,
  country: SHIP_COUNTRY.code,
})

type ShippingCheck =
  | { ok: true; order: ShopOrder; errors: Partial<Record<MessageKey, string>> }
  | { ok: false; order: null; errors: Partial<Record<MessageKey, string>> }

/**
 * The browser's check before sending: the server's own schema on the very body the form would
 * send, so the form refuses, field by field, whatever the server would refuse. Imported only by the
 * lazily loaded shipping form, so its zod code never weighs on the review page's first load.
 */
export function checkShipping(items: BasketLine[], values: ShippingValues): ShippingCheck {
  const result = createShopPaymentSchema.safeParse(shippingBody(items, values))
  if (result.success) {
    const { items: lines, name, email, address, city, state, country, zip } = result.data
    return { ok: true, order: { items: lines, name, email, address, city, state, country, zip }, errors: {} }
  }
  const errors: Partial<Record<MessageKey, string>> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    if (!FIELDS.includes(field)) continue
    // A basket problem has several causes (empty, a quantity, a repeated size): the schema's own sentence says which.
    errors[field as MessageKey] ??= field === 'items' ? issue.message : SHOP_MESSAGES[field as MessageKey]
  }
  return { ok: false, order: null, errors }
}
