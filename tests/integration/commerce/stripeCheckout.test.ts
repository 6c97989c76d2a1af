import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { PAID_ROUTE, type Product, PRODUCTS, received, refused, useCheckoutSite } from '../../support/checkout'
import { expectPendingUntilSettled } from '../../support/pendingPayment'
import { testDatabase } from '../../support/payload'

// The real checkout and webhook routes, with Stripe (and PayPal) configured against local doubles.

const site = useCheckoutSite()

const PRICE: Record<Product, number> = { eval: 995, consult: 9900, pbscheap: 9900, pbs: 24900 }
const RECEIPT_MAILS: Record<Product, string[]> = {
  eval: ['receipt-eval'],
  consult: ['receipt-consult'],
  pbscheap: ['receipt-pbscheap', 'lead-info-request'],
  pbs: ['receipt-pbs', 'lead-info-request'],
}
const NOTHING = { mails: 0, leads: 0, evaluations: 0 }

/** The checkout form's create call, by card: the buyer and the PaymentIntent Stripe made for the order. */
async function checkout(product: Product) {
  const who = site.buyer(product)
  const created = await site.post('create', { product, ...who })
  expect(created.status).toBe(201)
  const paymentIntentId = created.body.paymentIntentId as string
  return { who, created, paymentIntentId, paid: () => site.post(PAID_ROUTE[product], { ...who, paymentIntentId }) }
}

describe(`checkout with Stripe, through the real routes (${testDatabase()})`, () => {
  for (const product of PRODUCTS) {
    it(
      `sells ${product}: PaymentIntent for the price, card ` +
        `confirmed at Stripe, paid route 201, order paid, receipt`,
      async () => {
        const { who, created, paymentIntentId, paid } = await checkout(product)
        expect(created.body).toMatchObject({
          provider: 'stripe',
          amount: PRICE[product],
          currency: 'usd',
          paymentIntentId: expect.stringMatching(/^pi_/),
        })
        expect(created.body.client_secret).toMatch(new RegExp(`^${paymentIntentId}_secret_`))
        expect(site.stripe.intents.get(paymentIntentId)).toMatchObject({
          amount: PRICE[product],
          currency: 'usd',
          metadata: { orderRef: created.body.orderId, product },
        })

        expect(site.stripe.confirm(paymentIntentId, 'pm_card_visa')).toBe('succeeded')
        const answer = await paid()
        expect(answer).toEqual({ status: 201, body: await site.expectedPaidBody(paymentIntentId) })

        const order = await site.orderOf(paymentIntentId)
        expect(order).toMatchObject({
          status: 'paid',
          product,
          provider: 'stripe',
          amount: PRICE[product],
          orderRef: created.body.orderId,
          email: who.email,
        })
        expect(await site.outbox(who.email)).toEqual(RECEIPT_MAILS[product])
        if (product === 'pbs' || product === 'pbscheap') {
          const { docs } = await site.payload.find({
            collection: 'leads',
            where: { email: { equals: who.email } },
            overrideAccess: true,
            depth: 0,
          })
          expect(docs).toHaveLength(1)
          expect(docs[0]).toMatchObject({
            firstName: 'Robin',
            lastName: 'Public',
            source: product === 'pbs' ? 'Full PBS' : 'Minor PBS',
          })
          expect(order.lead).toBe(docs[0]!.id)
        }
      },
    )
  }

  it('refuses a declined card with 402 and fulfils nothing; the buyer then pays with another card', async () => {
    const { who, paymentIntentId, paid } = await checkout('pbs')
    expect(site.stripe.confirm(paymentIntentId, 'pm_card_chargeDeclined')).toBe('requires_payment_method')
    expect(await paid()).toEqual(
      refused(402, 'Your card was declined. Nothing was charged: please try again or use another card.'),
    )
    expect((await site.orderOf(paymentIntentId)).status).toBe('pending')
    expect(await site.effectsFor(who.email)).toEqual(NOTHING)

    expect(site.stripe.confirm(paymentIntentId, 'pm_card_visa')).toBe('succeeded')
    expect(await paid()).toEqual({ status: 201, body: await site.expectedPaidBody(paymentIntentId) })
    expect(await site.outbox(who.email)).toEqual(RECEIPT_MAILS.pbs)
  })

  it('answers 402 while the payment is processing, then fulfils once on payment_intent.succeeded', async () => {
    const { who, paymentIntentId, paid } = await checkout('consult')
    expect(site.stripe.confirm(paymentIntentId, 'processing')).toBe('processing')
    const payment = { paymentRef: paymentIntentId, email: who.email, paid }
    await expectPendingUntilSettled(site, 'stripe', payment, /^not fulfilled: .*still being processed/)
    expect(await site.outbox(who.email)).toEqual(RECEIPT_MAILS.consult)
    expect(await site.eventsFor(paymentIntentId)).toBe(2)
  })

  it(
    'refuses a payment of another amount, for another order ' +
      'or for another product with 402, by route and by webhook',
    async () => {
      const stripeApi = new Stripe(site.stripe.secretKey, {
        host: '127.0.0.1',
        port: Number(new URL(site.stripe.url).port),
        protocol: 'http',
        telemetry: false,
      })

      // A PaymentIntent made at Stripe outside our checkout, naming a real pending order, for less money.
      const target = await checkout('pbs')
      const order = await site.orderOf(target.paymentIntentId)
      const foreign = await stripeApi.paymentIntents.create({
        amount: 100,
        currency: 'usd',
        metadata: { orderRef: order.orderRef, product: 'pbs' },
      })
      site.stripe.confirm(foreign.id, 'pm_card_visa')
      const presented = await site.post('paidPBS', { ...target.who, paymentIntentId: foreign.id })
      expect(presented.status).toBe(402)
      expect(presented.body.error).toMatch(/could not find this payment/)
      const foreignEvent = await site.deliver(
        'stripeWebhook',
        site.stripe.signedEvent('payment_intent.succeeded', foreign.id),
      )
      expect(foreignEvent.body.result).toMatch(/^not fulfilled: /)

      // The order's own PaymentIntent, changed at Stripe before it was paid (as an API update could).
      const cheaper = await checkout('pbs')
      site.stripe.intents.get(cheaper.paymentIntentId)!.amount = 9900
      site.stripe.confirm(cheaper.paymentIntentId, 'pm_card_visa')
      expect(await cheaper.paid()).toEqual(refused(402, expect.stringMatching(/amount paid does not match the price/)))
      const cheaperEvent = await site.deliver(
        'stripeWebhook',
        site.stripe.signedEvent('payment_intent.succeeded', cheaper.paymentIntentId),
      )
      expect(cheaperEvent.body.result).toMatch(/^not fulfilled: The amount paid does not match/)

      const relabelled = await checkout('pbs')
      site.stripe.intents.get(relabelled.paymentIntentId)!.metadata.product = 'pbscheap'
      site.stripe.confirm(relabelled.paymentIntentId, 'pm_card_visa')
      expect(await relabelled.paid()).toEqual(refused(402, 'This payment was made for a different order.'))

      const otherOrder = await checkout('pbs')
      site.stripe.intents.get(otherOrder.paymentIntentId)!.metadata.orderRef = order.orderRef
      site.stripe.confirm(otherOrder.paymentIntentId, 'pm_card_visa')
      expect(await otherOrder.paid()).toEqual(refused(402, 'This payment was made for a different order.'))

      // A good evaluation payment presented to another product's paid route.
      const evaluation = await checkout('eval')
      site.stripe.confirm(evaluation.paymentIntentId, 'pm_card_visa')
      expect(
        await site.post('paidPBS', {
          ...evaluation.who,
          phone: '5550100199',
          paymentIntentId: evaluation.paymentIntentId,
        }),
      ).toEqual(refused(402, 'This payment was made for a different service.'))

      for (const { who, paymentIntentId } of [target, cheaper, relabelled, otherOrder, evaluation]) {
        expect((await site.orderOf(paymentIntentId)).status).toBe('pending')
        expect(await site.effectsFor(who.email)).toEqual(NOTHING)
      }
    },
  )

  it('fulfils once under 10 paid calls, 10 events and one event delivered 10 times, all at once', async () => {
    const { who, paymentIntentId, paid } = await checkout('pbs')
    site.stripe.confirm(paymentIntentId, 'pm_card_visa')
    const distinct = Array.from({ length: 10 }, () =>
      site.stripe.signedEvent('payment_intent.succeeded', paymentIntentId),
    )
    const repeated = site.stripe.signedEvent('payment_intent.succeeded', paymentIntentId)

    const [paidAnswers, distinctAnswers, repeatedAnswers] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => paid())),
      Promise.all(distinct.map((event) => site.deliver('stripeWebhook', event))),
      Promise.all(Array.from({ length: 10 }, () => site.deliver('stripeWebhook', repeated))),
    ])

    const body = await site.expectedPaidBody(paymentIntentId)
    for (const answer of paidAnswers) expect(answer).toEqual({ status: 201, body })
    const results = [...distinctAnswers, ...repeatedAnswers].map((answer) => {
      expect(answer.status).toBe(200)
      return answer.body.result as string
    })
    expect(results.every((result) => ['fulfilled', 'already fulfilled', 'already handled'].includes(result))).toBe(true)
    expect(results.filter((result) => result === 'fulfilled').length).toBeLessThanOrEqual(1)
    expect(repeatedAnswers.filter((answer) => answer.body.result !== 'already handled')).toHaveLength(1)

    expect((await site.orderOf(paymentIntentId)).status).toBe('paid')
    expect(await site.count('orders', { email: { equals: who.email } })).toBe(1)
    expect(await site.outbox(who.email)).toEqual(RECEIPT_MAILS.pbs)
    expect(await site.count('leads', { email: { equals: who.email } })).toBe(1)
    expect(await site.eventsFor(paymentIntentId)).toBe(11)
    for (const { event } of [...distinct, repeated])
      expect(await site.count('payment-events', { eventId: { equals: event.id } })).toBe(1)
  })

  it('fulfils from the webhook before the browser calls, and answers the browser the same 201 afterwards', async () => {
    const { who, paymentIntentId, paid } = await checkout('eval')
    site.stripe.confirm(paymentIntentId, 'pm_card_visa')
    expect(
      await site.deliver('stripeWebhook', site.stripe.signedEvent('payment_intent.succeeded', paymentIntentId)),
    ).toEqual(received('fulfilled'))
    expect((await site.orderOf(paymentIntentId)).status).toBe('paid')
    expect(await site.outbox(who.email)).toEqual(RECEIPT_MAILS.eval)

    const body = await site.expectedPaidBody(paymentIntentId)
    expect(await paid()).toEqual({ status: 201, body })
    expect(await paid()).toEqual({ status: 201, body })
    expect(await site.effectsFor(who.email)).toEqual({ mails: 1, leads: 0, evaluations: 1 })
  })

  it(
    'answers 400 to a webhook with a bad signature, a tampered body,' +
      ' no Stripe-Signature or a stale timestamp, and records nothing',
    async () => {
      const { who, paymentIntentId } = await checkout('pbs')
      site.stripe.confirm(paymentIntentId, 'pm_card_visa')
      const good = site.stripe.signedEvent('payment_intent.succeeded', paymentIntentId)
      const { 'stripe-signature': _signature, ...unsigned } = good.headers
      const tampered = good.body.replace('"amount": 24900', '"amount": 100')
      expect(tampered).not.toBe(good.body)
      const badlySigned = [
        site.stripe.signedEvent('payment_intent.succeeded', paymentIntentId, { secret: 'whsec_someoneElse' }),
        { body: tampered, headers: good.headers },
        { body: good.body, headers: unsigned },
        { body: good.body, headers: { ...good.headers, 'stripe-signature': 'not a signature' } },
        site.stripe.signedEvent('payment_intent.succeeded', paymentIntentId, {
          timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
        }),
      ]
      for (const webhook of badlySigned) {
        expect(await site.deliver('stripeWebhook', webhook)).toEqual(refused(400, 'Invalid signature.'))
      }
      expect(await site.eventsFor(paymentIntentId)).toBe(0)
      expect((await site.orderOf(paymentIntentId)).status).toBe('pending')
      expect(await site.effectsFor(who.email)).toEqual(NOTHING)

      // The same payment, correctly signed, is fulfilled: only the signature stood in the way.
      expect(await site.deliver('stripeWebhook', good)).toEqual(received('fulfilled'))
    },
  )

  it("answers 404 on the demo provider's confirm while Stripe is configured", async () => {
    const { paymentIntentId } = await checkout('eval')
    for (const id of [paymentIntentId, 'demo_pi_000000000000000000000000']) {
      const answer = await site.post('demoConfirm', { paymentIntentId: id, cardNumber: '4242424242424242' })
      expect(answer.status).toBe(404)
    }
    expect(site.stripe.intents.get(paymentIntentId)?.status).toBe('requires_payment_method')
  })
})
