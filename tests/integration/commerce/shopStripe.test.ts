import { describe, expect, it } from 'vitest'

import { refused, useCheckoutSite } from '../../support/checkout'
import { testDatabase } from '../../support/payload'
import {
  LARGE,
  mailsTo,
  post,
  seedShop,
  sellerMailsAbout,
  setTaxRate,
  shipTo,
  shopRoutes,
  SMALL,
} from '../../support/shop'

// Spa-product orders through the real checkout, paidSM / storeOrder and webhook routes, with
// Stripe and PayPal configured against their local doubles.
let routes: Awaited<ReturnType<typeof shopRoutes>>
const STAFF_INBOX = 'staff@tubwise.example'

const site = useCheckoutSite(async (started) => {
  routes = await shopRoutes()
  await seedShop(started.payload)
  await setTaxRate(started.payload, 'MA', 6.25)
})

const ITEMS = [
  { sku: SMALL.sku, quantity: 3 },
  { sku: LARGE.sku, quantity: 2 },
]
const SUBTOTAL = 3 * SMALL.price + 2 * LARGE.price // 15475
const TAX = 967 // 15475 × 6.25 % = 967.1875
const TOTAL = SUBTOTAL + TAX

let buyers = 0
/** The buy box's create call by card (or PayPal), with a browser that claims the total is one cent. */
async function checkout(provider: 'card' | 'paypal' = 'card') {
  buyers += 1
  const body = {
    items: ITEMS,
    name: 'Robin Q Public',
    email: `stripe-shopper${buyers}@example.com`,
    ...shipTo('MA'),
    provider,
    total: 0.01,
    amount: 1,
    subTotal: 1,
    tax: 0,
  }
  const created = await post(routes.create, body)
  expect(created.status).toBe(201)
  return { body, created }
}
const effects = async (email: string, orderRef: string) => ({
  orders: await site.count('orders', { email: { equals: email } }),
  receipts: (await mailsTo(site.payload, email)).map((mail) => mail.template),
  sellerMails: (await sellerMailsAbout(site.payload, STAFF_INBOX, orderRef)).length,
})

describe(`spa-product orders with Stripe and PayPal, through the real routes (${testDatabase()})`, () => {
  it(
    'charges the server total at Stripe whatever the browser sent,' +
      ' and fulfils once across paidSM, storeOrder and the webhook',
    async () => {
      const { body, created } = await checkout()
      const paymentIntentId = created.body.paymentIntentId as string
      expect(created.body).toMatchObject({
        provider: 'stripe',
        amount: TOTAL,
        subTotal: SUBTOTAL,
        tax: TAX,
        total: TOTAL,
        client_secret: expect.stringMatching(/^pi_/),
      })
      expect(site.stripe.intents.get(paymentIntentId)).toMatchObject({
        amount: TOTAL,
        currency: 'usd',
        description: 'Spa products order',
        metadata: { orderRef: created.body.orderId, product: 'products' },
      })
      expect(
        site.stripe.requests.find(
          (request) =>
            request.method === 'POST' &&
            request.path === '/v1/payment_intents' &&
            request.idempotencyKey === `order-${String(created.body.orderId)}`,
        ),
      ).toBeTruthy()

      expect(site.stripe.confirm(paymentIntentId, 'pm_card_visa')).toBe('succeeded')
      const expected = { status: 201, body: { ok: true, orderId: created.body.orderId } }
      const paid = { ...body, paymentIntentId }
      const [first, second, stored, hook] = await Promise.all([
        post(routes.paidSM, paid),
        post(routes.paidSM, paid),
        post(routes.storeOrder, paid),
        site.deliver('stripeWebhook', site.stripe.signedEvent('payment_intent.succeeded', paymentIntentId)),
      ])
      expect([first, second, stored]).toEqual([expected, expected, expected])
      expect(hook.status).toBe(200)
      expect(await post(routes.paidSM, paid)).toEqual(expected)

      const order = await site.orderOf(paymentIntentId)
      expect(order).toMatchObject({
        status: 'paid',
        product: 'products',
        provider: 'stripe',
        amount: TOTAL,
        subTotal: SUBTOTAL,
        tax: TAX,
      })
      expect(await effects(body.email, order.orderRef)).toEqual({
        orders: 1,
        receipts: ['receipt-products'],
        sellerMails: 1,
      })
    },
  )

  it('refuses with 402 and fulfils nothing when the amount paid differs from the stored total', async () => {
    // The order's own PaymentIntent, changed at Stripe before it was paid (as an API update could).
    const cheaper = await checkout()
    const cheaperIntent = cheaper.created.body.paymentIntentId as string
    site.stripe.intents.get(cheaperIntent)!.amount = SUBTOTAL
    site.stripe.confirm(cheaperIntent, 'pm_card_visa')
    expect(await post(routes.paidSM, { ...cheaper.body, paymentIntentId: cheaperIntent })).toEqual(
      refused(402, expect.stringMatching(/amount paid does not match the price of this order/)),
    )
    const event = await site.deliver(
      'stripeWebhook',
      site.stripe.signedEvent('payment_intent.succeeded', cheaperIntent),
    )
    expect(event.body.result).toMatch(/^not fulfilled: The amount paid does not match/)

    // The stored order altered after checkout: its lines no longer add up to the amount charged.
    for (const alter of [
      (order: { tax?: number | null }) => ({ tax: (order.tax ?? 0) + 1 }),
      (order: {
        lines?: { sku: string; name: string; quantity: number; unitPrice: number; extended: number }[] | null
      }) => ({
        lines: order.lines!.map((line, index) => (index === 0 ? { ...line, unitPrice: line.unitPrice - 1 } : line)),
      }),
    ]) {
      const altered = await checkout()
      const intent = altered.created.body.paymentIntentId as string
      const order = await site.orderOf(intent)
      await site.payload.update({ collection: 'orders', id: order.id, data: alter(order), overrideAccess: true })
      site.stripe.confirm(intent, 'pm_card_visa')
      expect((await post(routes.storeOrder, { ...altered.body, paymentIntentId: intent })).status).toBe(402)
      expect((await site.orderOf(intent)).status).toBe('pending')
      expect(await effects(altered.body.email, order.orderRef)).toEqual({ orders: 1, receipts: [], sellerMails: 0 })
    }
    const { orderRef } = await site.orderOf(cheaperIntent)
    expect(await effects(cheaper.body.email, orderRef)).toEqual({ orders: 1, receipts: [], sellerMails: 0 })
  })

  it('sells through PayPal: the quote in the answer, the capture for the total, one fulfilment', async () => {
    const { body, created } = await checkout('paypal')
    const paypalOrderId = created.body.paypalOrderId as string
    expect(created.body).toMatchObject({
      provider: 'paypal',
      amount: TOTAL,
      total: TOTAL,
      tax: TAX,
      lines: [
        { sku: SMALL.sku, quantity: 3 },
        { sku: LARGE.sku, quantity: 2 },
      ],
    })
    site.paypal.approve(paypalOrderId)
    const expected = { status: 201, body: { ok: true, orderId: created.body.orderId } }
    expect(await post(routes.paidSM, { ...body, paypalOrderId })).toEqual(expected)
    expect(await post(routes.storeOrder, { ...body, paypalOrderId })).toEqual(expected)
    const order = await site.orderOf(paypalOrderId)
    expect(order).toMatchObject({ status: 'paid', amount: TOTAL })
    expect(await effects(body.email, order.orderRef)).toEqual({
      orders: 1,
      receipts: ['receipt-products'],
      sellerMails: 1,
    })
  })
})
