import { afterEach, describe, expect, it, vi } from 'vitest'

import { CHECKOUT_PATHS, checkoutSecurityHeaders } from '@/commerce/checkoutSecurity'
import { paymentOptions } from '@/commerce/providers'
import { readContentFolder } from '@/content/markdown/contentFolder'
import { contentSecurityPolicy } from '@/platform/http/securityHeaders'

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
}
const PAYPAL_KEYS = { PAYPAL_CLIENT_ID: 'client-1', PAYPAL_CLIENT_SECRET: 'secret-1', PAYPAL_WEBHOOK_ID: 'hook-1' }
const SETTINGS = ['NODE_ENV', 'PAYMENTS_DEMO', 'SITE_URL', ...Object.keys(STRIPE_KEYS), ...Object.keys(PAYPAL_KEYS)]

/** The server's own `paymentOptions()` under these settings (production unless they say otherwise). */
function config(settings: Record<string, string>) {
  for (const name of SETTINGS) vi.stubEnv(name, undefined)
  vi.stubEnv('NODE_ENV', 'production')
  vi.stubEnv('SITE_URL', 'http://localhost:3000')
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value)
  return paymentOptions()
}
afterEach(() => vi.unstubAllEnvs())

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('the checkout settings', () => {
  it(
    'pick Stripe when configured, else the demo outside production ' +
      'or when switched on, else nothing; PayPal when configured',
    () => {
      expect(config(STRIPE_KEYS)).toEqual({
        card: 'stripe',
        wallet: null,
        stripePublishableKey: 'pk_test_abc',
        paypalClientId: null,
      })
      expect(config({ PAYMENTS_DEMO: 'on' })).toEqual({
        card: 'demo',
        wallet: null,
        stripePublishableKey: null,
        paypalClientId: null,
      })
      expect(config({}).card).toBeNull()
      expect(config({ NODE_ENV: 'development' }).card).toBe('demo')
      expect(config({ NODE_ENV: 'test', PAYMENTS_DEMO: 'off' }).card).toBeNull()
      expect(config(PAYPAL_KEYS)).toEqual({
        card: null,
        wallet: 'paypal',
        stripePublishableKey: null,
        paypalClientId: 'client-1',
      })
    },
  )
})

describe('the demo payment provider on a live site', () => {
  const LIVE = 'https://www.tubwise.example'
  it(
    'is refused where SITE_URL is https, even with the PAYMENTS_DEMO=on ' +
      'that npm start sets, and even for a PayPal-only site',
    () => {
      expect(config({ PAYMENTS_DEMO: 'on', SITE_URL: LIVE }).card).toBeNull()
      expect(config({ NODE_ENV: 'development', SITE_URL: LIVE }).card).toBeNull()
      expect(config({ PAYMENTS_DEMO: 'on', SITE_URL: LIVE, ...PAYPAL_KEYS })).toEqual({
        card: null,
        wallet: 'paypal',
        stripePublishableKey: null,
        paypalClientId: 'client-1',
      })
    },
  )

  it('is taken on a live site only when an operator says so on purpose: PAYMENTS_DEMO=on-live-site', () => {
    expect(config({ PAYMENTS_DEMO: 'on-live-site', SITE_URL: LIVE }).card).toBe('demo')
  })

  it('is refused in production on any host but loopback, over http too, and for an HTTPS spelled in capitals', () => {
    for (const url of ['http://www.tubwise.example', 'http://203.0.113.9:3000', 'HTTPS://WWW.TUBWISE.EXAMPLE']) {
      expect(config({ PAYMENTS_DEMO: 'on', SITE_URL: url }).card, url).toBeNull()
      expect(config({ PAYMENTS_DEMO: 'on-live-site', SITE_URL: url }).card, url).toBe('demo')
    }
    expect(config({ NODE_ENV: 'development', SITE_URL: 'HTTPS://www.tubwise.example' }).card).toBeNull()
    expect(config({ NODE_ENV: 'development', SITE_URL: 'http://www.tubwise.example' }).card).toBe('demo')
  })

  it('stays on for npm start on a laptop: SITE_URL unset or http on loopback', () => {
    expect(config({ PAYMENTS_DEMO: 'on' }).card).toBe('demo')
    expect(config({ PAYMENTS_DEMO: 'on', SITE_URL: 'http://localhost:3000' }).card).toBe('demo')
    expect(config({ PAYMENTS_DEMO: 'on', SITE_URL: 'http://localhost:3000', ...PAYPAL_KEYS }).card).toBe('demo')
    expect(config({ PAYMENTS_DEMO: 'on', SITE_URL: 'http://127.0.0.1:3100' }).card).toBe('demo')
  })
})

describe("the checkout pages' security headers", () => {
  it('leave the site-wide headers alone off the checkout pages, whatever is configured', () => {
    const everything = config({ ...STRIPE_KEYS, ...PAYPAL_KEYS })
    for (const path of [
      '/',
      '/guide',
      '/price-check',
      '/consultation',
      '/pbs',
      '/enzymes',
      '/complete/pbs',
      '/complete/order',
    ]) {
      expect(checkoutSecurityHeaders(path, everything, false), path).toBeNull()
    }
  })

  it('leave them alone on the checkout pages when only the demo (our own origin) is configured', () => {
    expect(checkoutSecurityHeaders('/consult', config({ PAYMENTS_DEMO: 'on' }), false)).toBeNull()
    expect(checkoutSecurityHeaders('/hot_tub_evaluation', config({}), false)).toBeNull()
  })

  it("allow Stripe's script, frame and API origins with Stripe, and nothing of PayPal's", () => {
    const headers = checkoutSecurityHeaders('/consult', config(STRIPE_KEYS), false)!
    const policy = headers['Content-Security-Policy']!
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']))
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.youtube-nocookie.com']),
    )
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com'])
    expect(policy).not.toMatch(/paypal/)
    expect(headers['Cross-Origin-Opener-Policy']).toBeUndefined()
    // Everything else of the site-wide policy stays as strict as before.
    for (const name of [
      'default-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
      'style-src',
      'img-src',
    ]) {
      expect(directive(policy, name), name).toEqual(directive(contentSecurityPolicy(false), name))
    }
  })

  it('widen the enzyme review, which carries the shop, like the other checkout pages', () => {
    expect(checkoutSecurityHeaders('/enzyme_systems', config(STRIPE_KEYS), false)!['Content-Security-Policy']).toMatch(
      /js\.stripe\.com/,
    )
    expect(checkoutSecurityHeaders('/enzyme_systems', config({ PAYMENTS_DEMO: 'on' }), false)).toBeNull()
  })

  it("allow PayPal's origins and its popup with PayPal, and nothing of Stripe's", () => {
    const headers = checkoutSecurityHeaders(
      '/hot_tub_evaluation/',
      config({ PAYMENTS_DEMO: 'on', ...PAYPAL_KEYS }),
      false,
    )!
    const policy = headers['Content-Security-Policy']!
    for (const name of ['script-src', 'frame-src', 'connect-src'])
      expect(directive(policy, name), name).toContain('https://*.paypal.com')
    expect(policy).not.toMatch(/stripe/)
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups')
  })

  it('allow both with both, and keep development allowances only in development', () => {
    const both = config({ ...STRIPE_KEYS, ...PAYPAL_KEYS })
    const production = checkoutSecurityHeaders('/consult', both, false)!['Content-Security-Policy']!
    expect(production).toMatch(/js\.stripe\.com/)
    expect(production).toMatch(/\*\.paypal\.com/)
    expect(production).not.toMatch(/unsafe-eval|ws:/)
    expect(checkoutSecurityHeaders('/consult', both, true)!['Content-Security-Policy']).toMatch(/'unsafe-eval'/)
  })

  it('cover exactly the pages whose content carries a checkout feature', () => {
    const { files } = readContentFolder()
    const checkoutPages = files
      .filter((file) => ['buyersService', 'evaluationOffer', 'spaShop'].includes(file.frontMatter.feature))
      .map((file) => `/${file.frontMatter.path}`)
    expect([...checkoutPages].sort()).toEqual([...CHECKOUT_PATHS].sort())
  })
})
