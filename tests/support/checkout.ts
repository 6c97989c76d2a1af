import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, expect } from 'vitest'

import { freePort } from './postgres.ts'
import { fakePayPal } from './fakePayPal'
import { fakeStripe } from './fakeStripe'
import { outboxTo } from './outbox'
import { startTestPayload } from './payload'
import { noParams, postJson, type RouteHandler } from './routes'

export const PAID_ROUTE = {
  eval: 'paidEval',
  consult: 'paidConsult',
  pbs: 'paidPBS',
  pbscheap: 'paidCheapPBS',
} as const
export type Product = keyof typeof PAID_ROUTE
export const PRODUCTS = Object.keys(PAID_ROUTE) as Product[]

type RouteName = 'create' | 'demoConfirm' | (typeof PAID_ROUTE)[Product] | 'stripeWebhook' | 'paypalWebhook'
export type Answer = { status: number; body: Record<string, unknown> }
export type Webhook = { body: string; headers: Record<string, string> }

/** A webhook's answer once the event is in the ledger: 200, and what was done with it. */
export const received = (result: unknown) => ({ status: 200, body: { received: true, result } })
/** A route's answer that refuses with `status` and one `error` for the buyer. */
export const refused = (status: number, error: unknown) => ({ status, body: { error } })

/** The real route handlers of the services' checkout (create, the demo's confirm, paid*) and of the webhooks. */
export async function serviceRoutes(): Promise<Record<RouteName, RouteHandler>> {
  return {
    create: (await import('@/app/api/ecomm/create-payment-intent/route')).POST,
    demoConfirm: (await import('@/app/api/ecomm/demo/confirm/route')).POST,
    paidEval: (await import('@/app/api/ecomm/paidEval/route')).POST,
    paidConsult: (await import('@/app/api/ecomm/paidConsult/route')).POST,
    paidPBS: (await import('@/app/api/ecomm/paidPBS/route')).POST,
    paidCheapPBS: (await import('@/app/api/ecomm/paidCheapPBS/route')).POST,
    stripeWebhook: (await import('@/app/api/webhooks/stripe/route')).POST,
    paypalWebhook: (await import('@/app/api/webhooks/paypal/route')).POST,
  }
}

/** The order a payment (PaymentIntent or PayPal order) was made for, as stored. */
export const orderOf = async (payload: Payload, paymentRef: string) =>
  (
    await payload.find({
      collection: 'orders',
      where: { paymentRef: { equals: paymentRef } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!

/**
 * A site with Stripe and PayPal configured against their local doubles, on a fresh database, and
 * the real route handlers of checkout and the webhooks, for route-level tests of real payments.
 */
export async function startCheckoutSite() {
  const stripe = fakeStripe(await freePort())
  const paypal = fakePayPal(await freePort())
  await Promise.all([stripe.start(), paypal.start()])
  Object.assign(process.env, stripe.env(), paypal.env())
  // Not switched off: the demo must give way to Stripe because Stripe is configured.
  delete process.env.PAYMENTS_DEMO
  const payload = await startTestPayload()
  const routes = await serviceRoutes()

  const answer = async (response: Response): Promise<Answer> => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  })
  const count = async (collection: 'orders' | 'leads' | 'evaluations' | 'payment-events' | 'outbox', where: Where) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs

  let buyers = 0
  return {
    payload,
    stripe,
    paypal,
    routes,
    /** A JSON POST to one of our write routes, from a fresh client address. */
    post: async (route: RouteName, body: unknown) => answer(await postJson(routes[route], '/api/ecomm', body)),
    /** A provider's webhook delivery, byte for byte as signed. */
    deliver: async (route: 'stripeWebhook' | 'paypalWebhook', webhook: Webhook) =>
      answer(
        await routes[route](
          new Request(`http://localhost/api/webhooks/${route === 'stripeWebhook' ? 'stripe' : 'paypal'}`, {
            method: 'POST',
            headers: webhook.headers,
            body: webhook.body,
          }),
          noParams,
        ),
      ),
    /** A new buyer (own e-mail address) for the product's checkout form. */
    buyer: (product: Product) => {
      buyers += 1
      const email = `checkout${buyers}@example.com`
      return product === 'eval'
        ? { name: 'Robin Q Public', email }
        : { name: 'Robin Q Public', email, phone: '555 010 0199' }
    },
    orderOf: (paymentRef: string) => orderOf(payload, paymentRef),
    outbox: async (to: string) => (await outboxTo(payload, to)).map((mail) => mail.template),
    count,
    /** What an order set in motion for its buyer: the e-mails, leads and evaluations. */
    effectsFor: async (email: string) => ({
      mails: await count('outbox', { to: { equals: email } }),
      leads: await count('leads', { email: { equals: email } }),
      evaluations: await count('evaluations', { email: { equals: email } }),
    }),
    /** The answer a fulfilled order gets from its paid* route (built from the database, not from the answer itself). */
    expectedPaidBody: async (paymentRef: string) => {
      const order = await orderOf(payload, paymentRef)
      if (order.product !== 'eval') return { ok: true, orderId: order.orderRef }
      const { docs } = await payload.find({
        collection: 'evaluations',
        where: { order: { equals: order.id } },
        overrideAccess: true,
        depth: 0,
      })
      expect(docs).toHaveLength(1)
      return { eval: { _id: docs[0]!.evalId, email: order.email } }
    },
    eventsFor: (paymentRef: string) => count('payment-events', { paymentRef: { equals: paymentRef } }),
    stop: async () => {
      await payload.destroy()
      await Promise.all([stripe.stop(), paypal.stop()])
      for (const name of Object.keys({ ...stripe.env(), ...paypal.env() })) delete process.env[name]
    },
  }
}

export type CheckoutSite = Awaited<ReturnType<typeof startCheckoutSite>>

/**
 * The checkout site (startCheckoutSite) of the calling file's tests: started before them, then
 * `ready` (seed what they need), stopped after them.
 */
export function useCheckoutSite(ready: (site: CheckoutSite) => Promise<void> = async () => {}): CheckoutSite {
  const site = {} as CheckoutSite
  beforeAll(async () => {
    Object.assign(site, await startCheckoutSite())
    await ready(site)
  })
  afterAll(async () => {
    await site.stop?.()
  })
  return site
}
