import { z } from 'zod'

import { visitorText } from '@/platform/http/schemas'
import { emailAddress } from '@/platform/outbox/emailAddress'

import { CHECKOUT_MESSAGES } from '../schemas'
import { US_STATE_CODES } from '@/site/usStates'

import { SHIP_COUNTRY } from './shipCountry'

/** The shop's limits: lines in one order, and units of one product in a line. */
export const MAX_LINES = 10
export const MAX_QUANTITY = 12

/** The buy box's and shipping form's messages: the checkout's (the spec's words) where it gives them. */
export const SHOP_MESSAGES = {
  name: CHECKOUT_MESSAGES.name,
  email: CHECKOUT_MESSAGES.email,
  address: 'Please enter the street address to ship to.',
  city: 'Please enter your town or city.',
  state: 'Please choose your state.',
  country: `We ship within the ${SHIP_COUNTRY.name} only.`,
  zip: 'Please enter a valid ZIP code (5 digits, or ZIP+4).',
  items: 'Choose at least one product.',
  tooManyLines: `An order can hold up to ${MAX_LINES} different products.`,
  repeatedSku: 'Each product appears once in an order: change its quantity instead.',
  sku: 'This product is not on sale.',
  quantity: `Choose a quantity from 1 to ${MAX_QUANTITY}.`,
  incomplete: CHECKOUT_MESSAGES.incomplete,
} as const

export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,39}$/

const line = z.object({
  sku: visitorText(SHOP_MESSAGES.sku).regex(SKU_PATTERN, SHOP_MESSAGES.sku),
  quantity: z
    .number({ error: SHOP_MESSAGES.quantity })
    .int(SHOP_MESSAGES.quantity)
    .min(1, SHOP_MESSAGES.quantity)
    .max(MAX_QUANTITY, SHOP_MESSAGES.quantity),
})
export type ShopLineInput = z.output<typeof line>

const text = (message: string, max: number) => visitorText(message).min(1, message).max(max, message)

/**
 * What a spa-product order is made of (site-spec section 3): the basket (skus and quantities
 * only; every price, total and tax is the server's) and where to ship it. Shared by the server's
 * routes and, in the lazily loaded shipping form, the browser.
 */
export const shopOrderFields = {
  items: z
    .array(line, { error: SHOP_MESSAGES.items })
    .min(1, SHOP_MESSAGES.items)
    .max(MAX_LINES, SHOP_MESSAGES.tooManyLines)
    .refine((items) => new Set(items.map((item) => item.sku)).size === items.length, SHOP_MESSAGES.repeatedSku),
  name: text(SHOP_MESSAGES.name, 100),
  email: emailAddress(SHOP_MESSAGES.email),
  address: text(SHOP_MESSAGES.address, 200),
  city: text(SHOP_MESSAGES.city, 100),
  state: z.enum(US_STATE_CODES, { error: SHOP_MESSAGES.state }),
  country: z
    .string({ error: SHOP_MESSAGES.country })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum([SHIP_COUNTRY.code, 'USA', SHIP_COUNTRY.name.toUpperCase()], { error: SHOP_MESSAGES.country }))
    .transform(() => SHIP_COUNTRY.code),
  zip: visitorText(SHOP_MESSAGES.zip).regex(/^\d{5}(-\d{4})?$/, SHOP_MESSAGES.zip),
}

/** `POST /api/ecomm/create-payment-intent` with `items` (a spa-product order). Any total sent is ignored. */
export const createShopPaymentSchema = z.object({
  ...shopOrderFields,
  provider: z.enum(['card', 'paypal'], { error: 'Choose a payment method: card or paypal.' }).default('card'),
})
export type CreateShopPaymentInput = z.output<typeof createShopPaymentSchema>
