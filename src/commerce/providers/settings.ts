import { settingsGroup } from '@/platform/settings/settingsGroup'

/** Stripe's keys when Stripe is configured, else null. */
export const stripeSettings = () =>
  settingsGroup(
    {
      secretKey: 'STRIPE_SECRET_KEY',
      publishableKey: 'STRIPE_PUBLISHABLE_KEY',
      webhookSecret: 'STRIPE_WEBHOOK_SECRET',
    },
    { apiUrl: 'STRIPE_API_URL' },
  )

/** PayPal's credentials when PayPal is configured, else null. */
export const paypalSettings = () =>
  settingsGroup(
    { clientId: 'PAYPAL_CLIENT_ID', clientSecret: 'PAYPAL_CLIENT_SECRET', webhookId: 'PAYPAL_WEBHOOK_ID' },
    { apiUrl: 'PAYPAL_API_URL' },
  )
