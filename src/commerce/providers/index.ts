import type { Payload } from 'payload'

import { env } from '@/platform/settings/env'
import { isLiveSite } from '@/site/liveSite'

import { createDemoProvider } from './demo'
import { createPayPalProvider } from './paypal'
import { paypalSettings, stripeSettings } from './settings'
import { createStripeProvider } from './stripe'
import type { PaymentProvider, ProviderName, ProviderOfPayment } from './PaymentProvider'

/**
 * Which payment providers this site uses, from its configuration (api.md "Paid services"):
 * card: Stripe when configured, else the demo when allowed, else none (checkout answers 503);
 * wallet: PayPal when configured, else none.
 */

/**
 * Whether the demo may take payments. A live site (`isLiveSite`: an https SITE_URL, or in production
 * any host but loopback) takes them only with PAYMENTS_DEMO=on-live-site, an operator's deliberate
 * choice: the `on` that `npm start` sets is not enough there. Elsewhere (a laptop: SITE_URL unset or
 * http on localhost) PAYMENTS_DEMO=on allows it, as does anything but production unless
 * PAYMENTS_DEMO=off.
 */
export function demoAllowed(): boolean {
  const { PAYMENTS_DEMO, NODE_ENV, SITE_URL } = env()
  const production = NODE_ENV === 'production'
  if (PAYMENTS_DEMO === 'on-live-site') return true
  if (PAYMENTS_DEMO === 'off' || isLiveSite(SITE_URL, { production })) return false
  return PAYMENTS_DEMO === 'on' || !production
}

const stripeConfigured = (): boolean => stripeSettings() !== null
const paypalConfigured = (): boolean => paypalSettings() !== null

/** One client per set of credentials: PayPal's keeps its access token between calls. */
function memoByConfig<C, P>(create: (config: C) => P): (config: C) => P {
  let last: { key: string; provider: P } | undefined
  return (config) => {
    const key = JSON.stringify(config)
    if (last?.key !== key) last = { key, provider: create(config) }
    return last.provider
  }
}
const stripeFor = memoByConfig(createStripeProvider)
const paypalFor = memoByConfig(createPayPalProvider)

const stripeProvider = (): PaymentProvider | null => {
  const settings = stripeSettings()
  return (
    settings &&
    stripeFor({ secretKey: settings.secretKey, webhookSecret: settings.webhookSecret, apiUrl: settings.apiUrl })
  )
}
const paypalProvider = (): PaymentProvider | null => {
  const settings = paypalSettings()
  return settings && paypalFor(settings)
}

/** Which card provider checkout uses, or null when none is available. */
export function cardProviderName(): 'stripe' | 'demo' | null {
  if (stripeConfigured()) return 'stripe'
  return demoAllowed() ? 'demo' : null
}

/** The card provider checkout uses, or null when none is available (the demo keeps its payments in `payload`). */
export function cardProvider(payload: Payload): PaymentProvider | null {
  const name = cardProviderName()
  if (name === 'stripe') return stripeProvider()
  return name === 'demo' ? createDemoProvider(payload) : null
}

/** The wallet provider (PayPal), or null when it is not configured. */
export function walletProvider(): PaymentProvider | null {
  return paypalConfigured() ? paypalProvider() : null
}

/** The provider of that name when it is the active card or wallet provider; else null (its routes 404). */
export function activeProvider(payload: Payload, name: ProviderName): PaymentProvider | null {
  const card = cardProvider(payload)
  if (card?.name === name) return card
  const wallet = walletProvider()
  return wallet?.name === name ? wallet : null
}

/**
 * The provider that took an order's payment, to act on that payment later (a refund), or null when
 * it is no longer configured. Unlike `activeProvider`, the demo does not give way to Stripe: its
 * orders stay refundable (recorded only) whatever the checkout now uses.
 */
export const providerOfPayment: ProviderOfPayment = (payload, name) => {
  if (name === 'stripe') return stripeProvider()
  if (name === 'paypal') return paypalProvider()
  return createDemoProvider(payload)
}

/** What the checkout page may offer, for the browser: no secrets. */
export type PaymentOptions = {
  card: 'stripe' | 'demo' | null
  wallet: 'paypal' | null
  stripePublishableKey: string | null
  paypalClientId: string | null
}

export function paymentOptions(): PaymentOptions {
  const card = cardProviderName()
  const wallet = walletProvider() ? 'paypal' : null
  return {
    card,
    wallet,
    stripePublishableKey: card === 'stripe' ? (stripeSettings()?.publishableKey ?? null) : null,
    paypalClientId: wallet ? (paypalSettings()?.clientId ?? null) : null,
  }
}
