import { contentSecurityPolicy, type ThirdPartyOrigins } from '@/platform/http/securityHeaders'

import type { PaymentOptions } from './providers'

/**
 * The pages that carry a checkout (the `buyersService`, `evaluationOffer` and `spaShop` posts). Their
 * aliases answer a redirect before any page is served, so only these canonical paths need the
 * providers' origins; a unit test keeps this list in step with the content files that use those features.
 */
export const CHECKOUT_PATHS: readonly string[] = ['/consult', '/hot_tub_evaluation', '/enzyme_systems']

/** Stripe.js and its Payment Element (Stripe's published CSP guidance; no address autocomplete). */
const STRIPE: ThirdPartyOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}

/** The PayPal JS SDK and its buttons, live and sandbox (www.paypal.com, www.sandbox.paypal.com…). */
const PAYPAL: ThirdPartyOrigins = {
  script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  connect: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
}

const isCheckoutPath = (pathname: string): boolean => CHECKOUT_PATHS.includes(pathname.replace(/\/+$/, '') || '/')

/**
 * The headers that replace the site-wide ones on a checkout page, or `null` (keep the site-wide
 * ones) anywhere else or when no third-party provider is configured. PayPal's checkout opens in a
 * popup that must be able to report back to the page, hence `same-origin-allow-popups` there.
 */
export function checkoutSecurityHeaders(
  pathname: string,
  options: Pick<PaymentOptions, 'card' | 'wallet'>,
  isDev: boolean,
): Record<string, string> | null {
  if (!isCheckoutPath(pathname)) return null
  const providers = [options.card === 'stripe' ? STRIPE : null, options.wallet === 'paypal' ? PAYPAL : null].filter(
    (each) => each !== null,
  )
  if (providers.length === 0) return null
  const extra: ThirdPartyOrigins = {
    script: providers.flatMap((each) => each.script),
    frame: providers.flatMap((each) => each.frame),
    connect: providers.flatMap((each) => each.connect),
  }
  return {
    'Content-Security-Policy': contentSecurityPolicy(isDev, extra),
    ...(options.wallet === 'paypal' ? { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' } : {}),
  }
}
