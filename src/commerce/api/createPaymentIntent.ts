import type { Payload } from 'payload'
import { z } from 'zod'

import { writeRoute } from '@/apiRoutes'
import { json } from '@/platform/http/json'
import { validate } from '@/platform/http/validate'
import { formatCents } from '@/site/numbers'

import { CURRENCY, SERVICES } from '../prices'
import { cardProvider, walletProvider } from '../providers'
import { type PaymentProvider, ProviderUnavailableError } from '../providers/PaymentProvider'
import { type CreatePaymentInput, createPaymentSchema } from '../schemas'
import { type Buyer, type Sale, serviceSale, startCheckout } from '../server/orders'
import { quoteOrder, type Quote, shopSale } from '../shop/quote'
import { type CreateShopPaymentInput, createShopPaymentSchema } from '../shop/schemas'

const NO_PROVIDER = 'Payments are not available on this site right now. Please try again later or contact us.'
export const PROVIDER_DOWN = 'The payment service did not answer. Please try again in a moment.'

/** Opens the checkout of a sale with the chosen provider; the answer carries `extra` (a spa order's quote). */
async function openCheckout(
  payload: Payload,
  choice: 'card' | 'paypal',
  sale: Sale,
  buyer: Buyer,
  extra: Partial<Quote> = {},
): Promise<Response> {
  const provider: PaymentProvider | null = choice === 'paypal' ? walletProvider() : cardProvider(payload)
  if (!provider)
    return json(
      { error: choice === 'paypal' ? 'PayPal is not available on this site. Please pay by card.' : NO_PROVIDER },
      503,
    )
  try {
    const { order, clientSecret } = await startCheckout(payload, provider, sale, buyer)
    const common = { orderId: order.orderRef, provider: provider.name, amount: order.amount, currency: order.currency }
    return provider.kind === 'wallet'
      ? json({ ...common, paypalOrderId: order.paymentRef, ...extra }, 201)
      : json({ ...common, client_secret: clientSecret ?? null, paymentIntentId: order.paymentRef, ...extra }, 201)
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return json({ error: PROVIDER_DOWN }, 503)
    throw error
  }
}

/** A service at its price: an `amount` that differs from it is refused. */
async function serviceCheckout(payload: Payload, data: CreatePaymentInput): Promise<Response> {
  const price = SERVICES[data.product].cents
  if (data.amount !== undefined && data.amount !== price) {
    return json(
      {
        errors: {
          amount:
            `The price is set by the server: ${SERVICES[data.product].name} costs ` +
            `${formatCents(price)} ${CURRENCY.toUpperCase()} (${price} cents).`,
        },
      },
      400,
    )
  }
  return openCheckout(payload, data.provider, serviceSale(data.product), {
    name: data.name,
    email: data.email,
    phone: data.phone,
  })
}

/** Spa products at the server's quote; any total the browser sent was dropped by the schema. */
async function shopCheckout(payload: Payload, data: CreateShopPaymentInput): Promise<Response> {
  const quoted = await quoteOrder(payload, data.items, data.state)
  if (!quoted.ok) return json({ errors: quoted.errors }, 400)
  const { quote } = quoted
  const sale = shopSale(quote, {
    address: data.address,
    city: data.city,
    state: data.state,
    zip: data.zip,
    country: data.country,
  })
  return openCheckout(payload, data.provider, sale, { name: data.name, email: data.email }, quote)
}

/**
 * `POST /api/ecomm/create-payment-intent`: a pending order and the provider's payment for the
 * server's amount: a service's price, or (a body with `items`) a spa-product basket's total.
 * The browser never sets the amount.
 */
export const createPaymentIntent = writeRoute({
  rateLimit: { bucket: 'ecomm-create', limit: 20, windowMs: 10 * 60_000 },
  // Any JSON object; which checkout it asks for decides the schema it is held to.
  schema: z.record(z.string(), z.unknown()),
  handle: async ({ data, payload }) => {
    if (Object.hasOwn(data, 'items')) {
      const parsed = validate(createShopPaymentSchema, data)
      return parsed.ok ? shopCheckout(payload, parsed.data) : parsed.response
    }
    const parsed = validate(createPaymentSchema, data)
    return parsed.ok ? serviceCheckout(payload, parsed.data) : parsed.response
  },
})
