import { describe, expect, it } from 'vitest'

import { PAID_ROUTE, type Product, PRODUCTS, received, refused, useCheckoutSite } from '../../support/checkout'
import { expectPendingUntilSettled } from '../../support/pendingPayment'
import { testDatabase } from '../../support/payload'

// The real checkout and webhook routes, with PayPal (and Stripe) configured against local doubles.

const site = useCheckoutSite()

const PRICE: Record<Product, string> = { eval: '9.95', consult: '99.00', pbscheap: '99.00', pbs: '249.00' }
const NOTHING = { mails: 0, leads: 0, evaluations: 0 }

/** The checkout form's create call with PayPal: the buyer and the PayPal order made for our order. */
async function checkout(product: Product) {
  const who = site.buyer(product)
  const created = await site.post('create', { product, ...who, provider: 'paypal' })
  expect(created.status).toBe(201)
  const paypalOrderId = created.body.paypalOrderId as string
  return { who, created, paypalOrderId, paid: () => site.post(PAID_ROUTE[product], { ...who, paypalOrderId }) }
}

const capturesOf = (orderId: string) => site.paypal.orders.get(orderId)?.purchase_units[0]?.payments?.captures ?? []

describe(`checkout with PayPal, through the real routes (${testDatabase()})`, () => {
  for (const product of PRODUCTS) {
    it(
      `sells ${product}: PayPal order for the price, approved,` + ` captured by the paid route, order paid, receipt`,
      async () => {
        const { who, created, paypalOrderId, paid } = await checkout(product)
        expect(created.body).toMatchObject({
          provider: 'paypal',
          currency: 'usd',
          paypalOrderId: expect.stringMatching(/^[A-Z0-9]{17}$/),
        })
        expect(created.body).not.toHaveProperty('client_secret')
        expect(site.paypal.orders.get(paypalOrderId)?.purchase_units[0]).toMatchObject({
          amount: { currency_code: 'USD', value: PRICE[product] },
          custom_id: created.body.orderId,
          reference_id: product,
        })

        site.paypal.approve(paypalOrderId)
        expect(await paid()).toEqual({ status: 201, body: await site.expectedPaidBody(paypalOrderId) })
        expect(capturesOf(paypalOrderId)).toMatchObject([{ status: 'COMPLETED', amount: { value: PRICE[product] } }])
        expect(await site.orderOf(paypalOrderId)).toMatchObject({
          status: 'paid',
          product,
          provider: 'paypal',
          orderRef: created.body.orderId,
        })
        expect((await site.outbox(who.email))[0]).toBe(`receipt-${product}`)
      },
    )
  }

  it('refuses a DECLINED capture with 402 and fulfils nothing', async () => {
    const { who, paypalOrderId, paid } = await checkout('pbs')
    site.paypal.approve(paypalOrderId, 'DECLINED')
    const declined = await paid()
    expect(declined).toEqual(refused(402, expect.stringMatching(/PayPal declined this payment/)))
    expect(site.paypal.orders.get(paypalOrderId)?.status).toBe('COMPLETED')
    expect(await paid()).toEqual(declined)
    expect((await site.orderOf(paypalOrderId)).status).toBe('pending')
    expect(await site.effectsFor(who.email)).toEqual(NOTHING)
  })

  it('refuses a capture of another amount or for another order with 402, by route and by webhook', async () => {
    // The PayPal order changed at PayPal before the buyer approved it (as a PATCH could): PayPal captures what it says.
    const cheaper = await checkout('pbs')
    site.paypal.orders.get(cheaper.paypalOrderId)!.purchase_units[0]!.amount!.value = '99.00'
    site.paypal.approve(cheaper.paypalOrderId)
    expect(await cheaper.paid()).toEqual(refused(402, expect.stringMatching(/amount paid does not match the price/)))
    expect(capturesOf(cheaper.paypalOrderId)).toMatchObject([{ status: 'COMPLETED', amount: { value: '99.00' } }])
    const event = await site.deliver(
      'paypalWebhook',
      site.paypal.signedEvent('PAYMENT.CAPTURE.COMPLETED', cheaper.paypalOrderId),
    )
    expect(event.body.result).toMatch(/^not fulfilled: The amount paid does not match/)

    const elsewhere = await checkout('pbs')
    site.paypal.orders.get(elsewhere.paypalOrderId)!.purchase_units[0]!.custom_id = (
      await site.orderOf(cheaper.paypalOrderId)
    ).orderRef
    site.paypal.approve(elsewhere.paypalOrderId)
    expect(await elsewhere.paid()).toEqual(refused(402, 'This payment was made for a different order.'))

    for (const { who, paypalOrderId } of [cheaper, elsewhere]) {
      expect((await site.orderOf(paypalOrderId)).status).toBe('pending')
      expect(await site.effectsFor(who.email)).toEqual(NOTHING)
    }
  })

  it(
    'refuses an instrument PayPal declines with 402, then ' + 'fulfils when the buyer approves with another card',
    async () => {
      const { who, paypalOrderId, paid } = await checkout('pbscheap')
      site.paypal.approve(paypalOrderId, 'INSTRUMENT_DECLINED')
      expect(await paid()).toEqual(refused(402, expect.stringMatching(/another way to pay/)))
      expect(await site.effectsFor(who.email)).toEqual(NOTHING)
      site.paypal.approve(paypalOrderId, 'COMPLETED')
      expect(await paid()).toEqual({ status: 201, body: await site.expectedPaidBody(paypalOrderId) })
      expect(await site.outbox(who.email)).toEqual(['receipt-pbscheap', 'lead-info-request'])
    },
  )

  it('refuses a PENDING capture with 402, then fulfils once when PAYMENT.CAPTURE.COMPLETED arrives', async () => {
    const { who, paypalOrderId, paid } = await checkout('consult')
    site.paypal.approve(paypalOrderId, 'PENDING')
    const payment = { paymentRef: paypalOrderId, email: who.email, paid }
    await expectPendingUntilSettled(site, 'paypal', payment, /^not fulfilled: /)
    expect(await site.outbox(who.email)).toEqual(['receipt-consult'])
    expect(capturesOf(paypalOrderId)).toHaveLength(1)
    expect(await site.eventsFor(paypalOrderId)).toBe(2)
  })

  it('fulfils from CHECKOUT.ORDER.APPROVED alone (the buyer closed the tab), capturing once', async () => {
    const { who, paypalOrderId, paid } = await checkout('eval')
    site.paypal.approve(paypalOrderId)
    const approved = site.paypal.signedEvent('CHECKOUT.ORDER.APPROVED', paypalOrderId)
    expect(await site.deliver('paypalWebhook', approved)).toEqual(received('fulfilled'))
    expect(capturesOf(paypalOrderId)).toMatchObject([{ status: 'COMPLETED', amount: { value: '9.95' } }])
    expect((await site.orderOf(paypalOrderId)).status).toBe('paid')
    expect(await site.outbox(who.email)).toEqual(['receipt-eval'])
    // Had the buyer come back after all, the answer is the same.
    expect(await paid()).toEqual({ status: 201, body: await site.expectedPaidBody(paypalOrderId) })
    expect(await site.effectsFor(who.email)).toEqual({ mails: 1, leads: 0, evaluations: 1 })
  })

  it('captures and fulfils once under 10 paid calls and 10 webhook events at once', async () => {
    const { who, paypalOrderId, paid } = await checkout('pbs')
    site.paypal.approve(paypalOrderId)
    const capturesBefore = site.paypal.counts.captures
    const events = Array.from({ length: 10 }, () => site.paypal.signedEvent('CHECKOUT.ORDER.APPROVED', paypalOrderId))
    const [paidAnswers, eventAnswers] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => paid())),
      Promise.all(events.map((event) => site.deliver('paypalWebhook', event))),
    ])
    const body = await site.expectedPaidBody(paypalOrderId)
    for (const answer of paidAnswers) expect(answer).toEqual({ status: 201, body })
    for (const answer of eventAnswers) expect(answer.body.result).toMatch(/^(fulfilled|already fulfilled)$/)
    expect(site.paypal.counts.captures).toBe(capturesBefore + 1)
    expect(await site.outbox(who.email)).toEqual(['receipt-pbs', 'lead-info-request'])
    expect(await site.count('leads', { email: { equals: who.email } })).toBe(1)
    expect(await site.eventsFor(paypalOrderId)).toBe(10)
  })

  it('answers 400 to a webhook PayPal does not verify, captures nothing and records nothing', async () => {
    const { who, paypalOrderId } = await checkout('pbs')
    site.paypal.approve(paypalOrderId)
    const good = site.paypal.signedEvent('CHECKOUT.ORDER.APPROVED', paypalOrderId)
    const { 'paypal-transmission-sig': _signature, ...unsigned } = good.headers
    const tampered = good.body.replace('"value":"249.00"', '"value":"0.01"')
    expect(tampered).not.toBe(good.body)
    const badlySigned = [
      { body: tampered, headers: good.headers },
      { body: good.body, headers: unsigned },
      { body: good.body, headers: { ...good.headers, 'paypal-transmission-sig': 'bm90IGEgc2lnbmF0dXJl' } },
      site.paypal.signedEvent('CHECKOUT.ORDER.APPROVED', paypalOrderId, { webhookId: 'SOMEONE-ELSES-WEBHOOK' }),
      { body: 'not json', headers: good.headers },
    ]
    for (const webhook of badlySigned) {
      expect(await site.deliver('paypalWebhook', webhook)).toEqual(refused(400, 'Invalid signature.'))
    }
    expect(capturesOf(paypalOrderId)).toHaveLength(0)
    expect(await site.eventsFor(paypalOrderId)).toBe(0)
    expect((await site.orderOf(paypalOrderId)).status).toBe('pending')
    expect(await site.effectsFor(who.email)).toEqual(NOTHING)

    // The same event, as PayPal signed it, is fulfilled: only the signature stood in the way.
    expect(await site.deliver('paypalWebhook', good)).toEqual(received('fulfilled'))
  })
})
