import { type Env, env } from '@/server/env'

/**
 * What the checkout offers, as the page passes it to the browser: the card provider (Stripe when
 * both its keys are set; otherwise the demo, outside production or when PAYMENTS_DEMO=on), and
 * PayPal when its client id is set. Only public values: the publishable key and the client id.
 */
export type CheckoutConfig = {
  card: 'stripe' | 'demo' | null
  stripePublishableKey: string | null
  paypalClientId: string | null
}

type Settings = Pick<Env, 'NODE_ENV' | 'PAYMENTS_DEMO' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'PAYPAL_CLIENT_ID'>

export function checkoutConfigFrom(settings: Settings): CheckoutConfig {
  const stripe = Boolean(settings.STRIPE_SECRET_KEY && settings.STRIPE_PUBLISHABLE_KEY)
  const demo = settings.PAYMENTS_DEMO === 'on' || (settings.NODE_ENV !== 'production' && settings.PAYMENTS_DEMO !== 'off')
  return {
    card: stripe ? 'stripe' : demo ? 'demo' : null,
    stripePublishableKey: stripe ? (settings.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    paypalClientId: settings.PAYPAL_CLIENT_ID ?? null,
  }
}

export const checkoutConfig = (): CheckoutConfig => checkoutConfigFrom(env())
