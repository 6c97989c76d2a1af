import { env } from '@/platform/settings/env'

/** Stripe's keys when Stripe is configured (env.ts makes sure they come together), else null. */
export function stripeSettings() {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL } = env()
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return null
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiUrl: STRIPE_API_URL,
  }
}

/** PayPal's credentials when PayPal is configured, else null. */
export function paypalSettings() {
  const { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_API_URL } = env()
  if (!PAYPAL_CLIENT_ID || !PAYPAL_CLIENT_SECRET || !PAYPAL_WEBHOOK_ID) return null
  return {
    clientId: PAYPAL_CLIENT_ID,
    clientSecret: PAYPAL_CLIENT_SECRET,
    webhookId: PAYPAL_WEBHOOK_ID,
    apiUrl: PAYPAL_API_URL,
  }
}
