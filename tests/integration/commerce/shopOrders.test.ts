import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SHOP_MESSAGES } from '@/commerce/shop/schemas'

import { orderOf } from '../../support/checkout'
import { startTestPayload, testDatabase } from '../../support/payload'
import { postJson, type RouteHandler } from '../../support/routes'
import {
  get,
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

// Spa-product orders through the real routes with the demo card provider (no Stripe configured).
let payload: Payload
let routes: Awaited<ReturnType<typeof shopRoutes>>
let confirm: RouteHandler
const STAFF_INBOX = 'staff@tubwise.example'

beforeAll(async () => {
  delete process.env.PAYMENTS_DEMO
  payload = await startTestPayload()
  routes = await shopRoutes()
  confirm = (await import('@/app/api/ecomm/demo/confirm/route')).POST
  await seedShop(payload)
  await payload.create({
    collection: 'spa-products',
    data: { name: 'Old Formula Clarifier', size: '8 fl oz', sku: 'OLD-8', price: 999, active: false },
    overrideAccess: true,
  })
  await setTaxRate(payload, 'IL', 6.25)
})
afterAll(async () => {
  await payload?.destroy()
})

let buyers = 0
/** A checkout body for a new buyer (own e-mail address), shipping to `state`. */
const order = (items: unknown, state = 'OR', extra: Record<string, unknown> = {}) => {
  buyers += 1
  return { items, name: 'Robin Q Public', email: `shopper${buyers}@example.com`, ...shipTo(state), ...extra }
}
const orderCount = async () => (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs

/** Create → demo card confirmed: the checkout body, the create answer and the intent id. */
async function createAndPay(items: unknown, state = 'OR') {
  const body = order(items, state)
  const created = await post(routes.create, body)
  expect(created.status).toBe(201)
  const paymentIntentId = created.body.paymentIntentId as string
  expect(await post(confirm, { paymentIntentId, cardNumber: '4242424242424242' })).toEqual({
    status: 200,
    body: { status: 'succeeded' },
  })
  return { body, created, paymentIntentId }
}

describe(`spa-product orders with the demo provider (${testDatabase()})`, () => {
  it('lists the active products, name with size and price in cents, never an inactive one, uncached', async () => {
    const response = await get(routes.products, '/api/ecomm/products')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ products: [SMALL, LARGE] })
  })

  it('seeds the demo catalogue once: a second run leaves it as it is', async () => {
    expect(await seedShop(payload)).toMatch(/already/)
    expect((await payload.count({ collection: 'spa-products', overrideAccess: true })).totalDocs).toBe(3)
  })

  it('computes every figure itself: totals sent by the browser are ignored, the charge is the real total', async () => {
    const body = order(
      [
        { sku: SMALL.sku, quantity: 2 },
        { sku: LARGE.sku, quantity: 1 },
      ],
      'OR',
      { amount: 0.01, total: 0.01, subTotal: 0.01, tax: 0.01 },
    )
    const created = await post(routes.create, body)
    const subTotal = 2 * SMALL.price + LARGE.price
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      provider: 'demo',
      amount: subTotal,
      currency: 'usd',
      paymentIntentId: expect.stringMatching(/^demo_pi_/),
      client_secret: expect.any(String),
      lines: [
        { sku: SMALL.sku, name: SMALL.name, quantity: 2, unitPrice: SMALL.price, extended: 2 * SMALL.price },
        { sku: LARGE.sku, name: LARGE.name, quantity: 1, unitPrice: LARGE.price, extended: LARGE.price },
      ],
      subTotal,
      tax: 0,
      total: subTotal,
    })
    const stored = await orderOf(payload, created.body.paymentIntentId as string)
    expect(stored).toMatchObject({
      status: 'pending',
      product: 'products',
      amount: subTotal,
      subTotal,
      tax: 0,
      name: body.name,
      email: body.email,
      shipTo: { address: '12 Elm Street', city: 'Springfield', state: 'OR', zip: '62701', country: 'US' },
    })
    expect(stored.lines?.map(({ id: _id, ...line }) => line)).toEqual(created.body.lines)
    const { docs: intents } = await payload.find({
      collection: 'demo-payments',
      where: { intentId: { equals: created.body.paymentIntentId } },
      overrideAccess: true,
    })
    expect(intents[0]).toMatchObject({ amount: subTotal, product: 'products', orderRef: created.body.orderId })
  })

  it("adds the shipping state's tax, rounded to the cent; a state without a rate pays none", async () => {
    const items = [
      { sku: SMALL.sku, quantity: 1 },
      { sku: LARGE.sku, quantity: 3 },
    ]
    const subTotal = SMALL.price + 3 * LARGE.price // 14480 cents × 6.25 % = 905.00
    const taxed = await post(routes.create, order(items, 'IL'))
    expect(taxed.body).toMatchObject({ subTotal, tax: 905, total: subTotal + 905, amount: subTotal + 905 })
    const untaxed = await post(routes.create, order(items, 'WI'))
    expect(untaxed.body).toMatchObject({ subTotal, tax: 0, total: subTotal, amount: subTotal })
    // 2495 × 6.25 % = 155.9375 → 156: half a cent and up rounds up.
    expect((await post(routes.create, order([{ sku: SMALL.sku, quantity: 1 }], 'IL'))).body).toMatchObject({
      tax: 156,
      total: 2651,
    })
  })

  it(
    'refuses quantities of 0 and 13, an unknown or inactive ' + 'sku and a repeated sku, storing nothing; 12 is fine',
    async () => {
      const before = await orderCount()
      for (const quantity of [0, 13, 2.5]) {
        expect(await post(routes.create, order([{ sku: SMALL.sku, quantity }]))).toEqual({
          status: 400,
          body: { errors: { 'items.0.quantity': SHOP_MESSAGES.quantity } },
        })
      }
      for (const sku of ['NOPE-1', 'OLD-8']) {
        expect(
          await post(
            routes.create,
            order([
              { sku: SMALL.sku, quantity: 1 },
              { sku, quantity: 1 },
            ]),
          ),
        ).toEqual({ status: 400, body: { errors: { 'items.1.sku': SHOP_MESSAGES.sku } } })
      }
      expect(
        await post(
          routes.create,
          order([
            { sku: SMALL.sku, quantity: 1 },
            { sku: SMALL.sku, quantity: 2 },
          ]),
        ),
      ).toEqual({ status: 400, body: { errors: { items: SHOP_MESSAGES.repeatedSku } } })
      expect(await post(routes.create, order([]))).toEqual({
        status: 400,
        body: { errors: { items: SHOP_MESSAGES.items } },
      })
      expect(await orderCount()).toBe(before)

      const twelve = await post(routes.create, order([{ sku: SMALL.sku, quantity: 12 }]))
      expect(twelve).toMatchObject({
        status: 201,
        body: { amount: 12 * SMALL.price, lines: [{ quantity: 12, extended: 12 * SMALL.price }] },
      })
    },
  )

  it('refuses a bad shipping form field by field, with the shop messages', async () => {
    const answer = await post(routes.create, {
      items: [{ sku: SMALL.sku, quantity: 1 }],
      name: '',
      email: 'nope',
      address: '',
      city: '',
      state: 'XX',
      country: 'France',
      zip: '123',
    })
    expect(answer).toEqual({
      status: 400,
      body: {
        errors: {
          name: SHOP_MESSAGES.name,
          email: SHOP_MESSAGES.email,
          address: SHOP_MESSAGES.address,
          city: SHOP_MESSAGES.city,
          state: SHOP_MESSAGES.state,
          country: SHOP_MESSAGES.country,
          zip: SHOP_MESSAGES.zip,
        },
      },
    })
  })

  it(
    'fulfils a paid order: receipt with every line and the ' +
      'address, the seller e-mail with the admin link, no lead',
    async () => {
      const { body, created, paymentIntentId } = await createAndPay(
        [
          { sku: SMALL.sku, quantity: 2 },
          { sku: LARGE.sku, quantity: 1 },
        ],
        'IL',
      )
      const paid = await post(routes.paidSM, {
        ...body,
        paymentIntentId,
        subTotal: 1,
        tax: 0,
        total: 1,
        saleId: 'x',
        details: [],
      })
      const stored = await orderOf(payload, paymentIntentId)
      expect(paid).toEqual({ status: 201, body: { ok: true, orderId: created.body.orderId } })
      expect(stored).toMatchObject({
        status: 'paid',
        product: 'products',
        amount: 9547,
        subTotal: 8985,
        tax: 562,
        lead: null,
      })
      expect(stored.paidAt).toBeTruthy()

      const [receipt, ...more] = await mailsTo(payload, body.email)
      expect(more).toEqual([])
      expect(receipt!.template).toBe('receipt-products')
      for (const text of [
        `order ${stored.orderRef}`,
        `2 × ${SMALL.name} at 24.95 USD each: 49.90 USD`,
        `1 × ${LARGE.name} at 39.95 USD each: 39.95 USD`,
        'Subtotal: 89.85 USD',
        'Tax: 5.62 USD',
        'Total paid: 95.47 USD',
        '12 Elm Street\nSpringfield, Illinois 62701\nUnited States',
      ]) {
        expect(receipt!.text).toContain(text)
      }

      const [seller, ...again] = await sellerMailsAbout(payload, STAFF_INBOX, stored.orderRef)
      expect(again).toEqual([])
      for (const text of [
        `2 × ${SMALL.name}`,
        `1 × ${LARGE.name}`,
        'Total paid: 95.47 USD',
        'Robin Q Public\n12 Elm Street\nSpringfield, IL 62701\nUS',
        `Sale id: ${paymentIntentId}`,
        `http://localhost:3000/admin/collections/orders/${stored.id}`,
      ]) {
        expect(seller!.text).toContain(text)
      }
      expect(
        (await payload.count({ collection: 'leads', where: { email: { equals: body.email } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(0)
    },
  )

  it(
    'answers paidSM and storeOrder repeats alike: one order,' + ' one receipt, one seller e-mail, even once shipped',
    async () => {
      const { body, created, paymentIntentId } = await createAndPay([{ sku: LARGE.sku, quantity: 2 }])
      const expected = { status: 201, body: { ok: true, orderId: created.body.orderId } }
      const answers = await Promise.all([
        post(routes.paidSM, { ...body, paymentIntentId }),
        post(routes.paidSM, { ...body, paymentIntentId }),
        post(routes.storeOrder, { ...body, paymentIntentId }),
      ])
      expect(answers).toEqual([expected, expected, expected])
      const stored = await orderOf(payload, paymentIntentId)
      await payload.update({
        collection: 'orders',
        id: stored.id,
        data: { status: 'shipped', shipping: { carrier: 'UPS', trackingNumber: '1Z999' } },
        overrideAccess: true,
      })
      expect(await post(routes.storeOrder, { ...body, paymentIntentId })).toEqual(expected)

      expect((await mailsTo(payload, body.email)).map((mail) => mail.template)).toEqual([
        'receipt-products',
        'order-shipped',
      ])
      expect(await sellerMailsAbout(payload, STAFF_INBOX, stored.orderRef)).toHaveLength(1)
      expect(
        (await payload.count({ collection: 'orders', where: { email: { equals: body.email } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(1)
    },
  )

  it('sends the seller e-mail to the orders inbox when one is set', async () => {
    const ORDERS_INBOX = 'orders@tubwise.example'
    await payload.updateGlobal({ slug: 'site-settings', data: { ordersInbox: ORDERS_INBOX }, overrideAccess: true })
    try {
      const { body, paymentIntentId } = await createAndPay([{ sku: SMALL.sku, quantity: 1 }])
      expect((await post(routes.paidSM, { ...body, paymentIntentId })).status).toBe(201)
      const { orderRef } = await orderOf(payload, paymentIntentId)
      expect(await sellerMailsAbout(payload, ORDERS_INBOX, orderRef)).toHaveLength(1)
      expect(await sellerMailsAbout(payload, STAFF_INBOX, orderRef)).toHaveLength(0)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { ordersInbox: '' }, overrideAccess: true })
    }
  })

  it('refuses an unpaid or declined payment with 402 and fulfils nothing', async () => {
    const body = order([{ sku: SMALL.sku, quantity: 1 }])
    const created = await post(routes.create, body)
    const paymentIntentId = created.body.paymentIntentId as string
    expect((await post(routes.paidSM, { ...body, paymentIntentId })).status).toBe(402)
    expect((await post(confirm, { paymentIntentId, cardNumber: '4000000000000002' })).status).toBe(402)
    expect((await post(routes.storeOrder, { ...body, paymentIntentId })).status).toBe(402)
    expect((await orderOf(payload, paymentIntentId)).status).toBe('pending')
    expect(await mailsTo(payload, body.email)).toEqual([])
  })

  it('refuses a spa-order payment sent to a service route, and a service payment sent to paidSM', async () => {
    const { body, paymentIntentId } = await createAndPay([{ sku: SMALL.sku, quantity: 1 }])
    const paidConsult = (await import('@/app/api/ecomm/paidConsult/route')).POST as RouteHandler
    const wrongRoute = await postJson(paidConsult, '/api/ecomm', { ...body, phone: '555 010 0199', paymentIntentId })
    expect(wrongRoute.status).toBe(402)
    expect((await orderOf(payload, paymentIntentId)).status).toBe('pending')
    expect(await mailsTo(payload, body.email)).toEqual([])

    const who = { name: 'Robin Q Public', email: 'consult-buyer@example.com', phone: '555 010 0199' }
    const service = await post(routes.create, { product: 'consult', ...who })
    const servicePayment = service.body.paymentIntentId as string
    expect((await post(confirm, { paymentIntentId: servicePayment, cardNumber: '4242424242424242' })).status).toBe(200)
    expect((await post(routes.paidSM, { ...who, paymentIntentId: servicePayment })).status).toBe(402)
    expect((await orderOf(payload, servicePayment)).status).toBe('pending')
    expect(await mailsTo(payload, who.email)).toEqual([])
  })

  it('keeps the service checkout as it was for a body without items', async () => {
    const answer = await post(routes.create, {
      product: 'consult',
      name: 'Robin Q Public',
      email: 'service@example.com',
      phone: '555 010 0199',
      amount: 1,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ amount: expect.stringMatching(/set by the server/) })
  })
})
