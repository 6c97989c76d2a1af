import { writeRoute } from '@/http/apiRoute'
import { json } from '@/http/json'

import { CURRENCY, formatCents, SERVICES } from '../prices'
import { cardProvider, walletProvider } from '../providers'
import { ProviderUnavailableError } from '../providers/PaymentProvider'
import { createPaymentSchema } from '../schemas'
import { startCheckout } from '../server/orders'

const NO_PROVIDER = 'Payments are not available on this site right now. Please try again later or contact us.'
export const PROVIDER_DOWN = 'The payment service did not answer. Please try again in a moment.'

/**
 * `POST /api/ecomm/create-payment-intent`: a pending order and the provider's payment for the
 * product's price. The browser never sets the price: an `amount` that differs from it is refused.
 */
export const createPaymentIntent = writeRoute({
  rateLimit: { bucket: 'ecomm-create', limit: 20, windowMs: 10 * 60_000 },
  schema: createPaymentSchema,
  handle: async ({ data, payload }) => {
    const price = SERVICES[data.product].cents
    if (data.amount !== undefined && data.amount !== price) {
      return json({ errors: { amount: `The price is set by the server: ${SERVICES[data.product].name} costs ${formatCents(price)} ${CURRENCY.toUpperCase()} (${price} cents).` } }, 400)
    }
    const provider = data.provider === 'paypal' ? walletProvider() : cardProvider()
    if (!provider) return json({ error: data.provider === 'paypal' ? 'PayPal is not available on this site. Please pay by card.' : NO_PROVIDER }, 503)
    try {
      const { order, clientSecret } = await startCheckout(payload, provider, data.product, { name: data.name, email: data.email, phone: data.phone })
      const common = { orderId: order.orderRef, provider: provider.name, amount: order.amount, currency: order.currency }
      return provider.kind === 'wallet'
        ? json({ ...common, paypalOrderId: order.paymentRef }, 201)
        : json({ ...common, client_secret: clientSecret ?? null, paymentIntentId: order.paymentRef }, 201)
    } catch (error) {
      if (error instanceof ProviderUnavailableError) return json({ error: PROVIDER_DOWN }, 503)
      throw error
    }
  },
})
