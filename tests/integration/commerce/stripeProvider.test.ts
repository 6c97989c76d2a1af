import { describe, expect, it } from 'vitest'

import { fakeStripe } from '../../support/fakeStripe'
import { testDatabase } from '../../support/payload'
import { useProviderDouble } from '../../support/providerDouble'
import { paymentRequest as request } from '../../support/paymentRequest'

import { ProviderUnavailableError, WebhookSignatureError } from '@/commerce/providers/PaymentProvider'
import { stripeSettings } from '@/commerce/providers/settings'
import { createStripeProvider } from '@/commerce/providers/stripe'

// No database here: the real Stripe provider (and the real stripe client) against the local double.
const { double: stripe, provider } = useProviderDouble(fakeStripe, stripeSettings, createStripeProvider)

describe(`the Stripe provider against the local Stripe double (${testDatabase()}, no database used)`, () => {
  it('creates a PaymentIntent with the amount, currency, description, metadata and the idempotency key', async () => {
    expect(provider).toMatchObject({ name: 'stripe', kind: 'card' })
    const wanted = request({ product: 'pbs', amount: 24900, description: 'TubWise full private buyers service' })
    const created = await provider.create(wanted)
    expect(created.paymentRef).toMatch(/^pi_/)
    expect(created.clientSecret).toMatch(new RegExp(`^${created.paymentRef}_secret_`))

    const sent = stripe.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
    expect(sent).toMatchObject({
      idempotencyKey: wanted.idempotencyKey,
      params: {
        amount: '24900',
        currency: 'usd',
        description: 'TubWise full private buyers service',
        metadata: { orderRef: wanted.orderRef, product: 'pbs' },
        automatic_payment_methods: { enabled: 'true' },
      },
    })
    expect(sent?.stripeVersion).toBeTruthy()
    // Our own receipt is the one the buyer gets: Stripe sends one for every live payment with receipt_email.
    expect(sent?.params).not.toHaveProperty('receipt_email')
    expect(stripe.intents.get(created.paymentRef)).toMatchObject({ amount: 24900, status: 'requires_payment_method' })
  })

  it('is idempotent: the same key gives the same PaymentIntent, another key a new one', async () => {
    const wanted = request()
    const before = stripe.intents.size
    const [first, again] = await Promise.all([provider.create(wanted), provider.create(wanted)])
    const third = await provider.create(wanted)
    expect(again.paymentRef).toBe(first.paymentRef)
    expect(third.paymentRef).toBe(first.paymentRef)
    expect(stripe.intents.size).toBe(before + 1)
    const other = await provider.create({ ...wanted, idempotencyKey: `${wanted.idempotencyKey}-other` })
    expect(other.paymentRef).not.toBe(first.paymentRef)
  })

  it('verifies a paid intent as succeeded, with the amount received, currency, order and product', async () => {
    const wanted = request()
    const { paymentRef } = await provider.create(wanted)
    expect(await provider.verify(paymentRef)).toMatchObject({
      state: 'failed',
      amount: 0,
      failure: expect.stringMatching(/not been completed/),
    })

    expect(stripe.confirm(paymentRef, 'pm_card_visa')).toBe('succeeded')
    expect(await provider.verify(paymentRef)).toEqual({
      paymentRef,
      state: 'succeeded',
      amount: 995,
      currency: 'usd',
      orderRef: wanted.orderRef,
      product: 'eval',
    })
  })

  it('reports a declined card as failed with a human sentence, and lets the buyer try again', async () => {
    const { paymentRef } = await provider.create(request())
    expect(stripe.confirm(paymentRef, 'pm_card_chargeDeclined')).toBe('requires_payment_method')
    const declined = await provider.verify(paymentRef)
    expect(declined).toMatchObject({ state: 'failed', amount: 0 })
    expect(declined.failure).toBe('Your card was declined. Nothing was charged: please try again or use another card.')

    stripe.confirm(paymentRef, 'pm_card_chargeDeclinedInsufficientFunds')
    expect((await provider.verify(paymentRef)).failure).toBe(
      'Your card has insufficient funds. Nothing was charged: please try again or use another card.',
    )

    stripe.confirm(paymentRef, 'pm_card_visa')
    expect(await provider.verify(paymentRef)).toMatchObject({ state: 'succeeded', amount: 995 })
  })

  it('reports processing and bank-check payments without calling them paid', async () => {
    const { paymentRef } = await provider.create(request({ amount: 9900, product: 'consult' }))
    stripe.confirm(paymentRef, 'processing')
    expect(await provider.verify(paymentRef)).toMatchObject({ state: 'processing', amount: 0 })
    stripe.settle(paymentRef, 'succeeded')
    expect(await provider.verify(paymentRef)).toMatchObject({ state: 'succeeded', amount: 9900, product: 'consult' })

    const secure = await provider.create(request())
    stripe.confirm(secure.paymentRef, 'pm_card_threeDSecure2Required')
    expect(await provider.verify(secure.paymentRef)).toMatchObject({
      state: 'requires_action',
      amount: 0,
      failure: expect.stringMatching(/bank/),
    })
  })

  it('treats an id Stripe does not know as a failed payment, not an outage', async () => {
    expect(await provider.verify('pi_doesNotExist')).toMatchObject({
      paymentRef: 'pi_doesNotExist',
      state: 'failed',
      orderRef: null,
      failure: 'We could not find this payment.',
    })
  })

  it('accepts a correctly signed webhook and names the PaymentIntent it is about', async () => {
    const { paymentRef } = await provider.create(request())
    stripe.confirm(paymentRef, 'pm_card_visa')
    const webhook = stripe.signedEvent('payment_intent.succeeded', paymentRef)
    expect(await provider.parseWebhook(webhook.body, new Headers(webhook.headers))).toEqual({
      eventId: webhook.event.id,
      type: 'payment_intent.succeeded',
      paymentRef,
    })
    const unrelated = stripe.signedEvent('customer.created', paymentRef)
    expect(await provider.parseWebhook(unrelated.body, new Headers(unrelated.headers))).toMatchObject({
      type: 'customer.created',
      paymentRef: null,
    })
  })

  it('refuses webhooks with a tampered body, no signature, a stale timestamp or another secret', async () => {
    const { paymentRef } = await provider.create(request())
    const webhook = stripe.signedEvent('payment_intent.succeeded', paymentRef)
    const tampered = webhook.body.replace('"amount": 995', '"amount": 1')
    expect(tampered).not.toBe(webhook.body)
    await expect(provider.parseWebhook(tampered, new Headers(webhook.headers))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
    await expect(
      provider.parseWebhook(webhook.body, new Headers({ 'content-type': 'application/json' })),
    ).rejects.toBeInstanceOf(WebhookSignatureError)
    // Re-serialised JSON is not the raw body either.
    await expect(
      provider.parseWebhook(JSON.stringify(JSON.parse(webhook.body)), new Headers(webhook.headers)),
    ).rejects.toBeInstanceOf(WebhookSignatureError)

    const stale = stripe.signedEvent('payment_intent.succeeded', paymentRef, {
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    })
    await expect(provider.parseWebhook(stale.body, new Headers(stale.headers))).rejects.toThrow(/timestamp/i)
    await expect(provider.parseWebhook(stale.body, new Headers(stale.headers))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )

    const forged = stripe.signedEvent('payment_intent.succeeded', paymentRef, { secret: 'whsec_someoneElse' })
    await expect(provider.parseWebhook(forged.body, new Headers(forged.headers))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
  })

  it('says "unavailable", not "declined", when Stripe cannot be reached or refuses our key', async () => {
    const wanted = request()
    const { paymentRef } = await provider.create(wanted)
    await stripe.stop()
    try {
      await expect(provider.create(request())).rejects.toBeInstanceOf(ProviderUnavailableError)
      await expect(provider.verify(paymentRef)).rejects.toBeInstanceOf(ProviderUnavailableError)
    } finally {
      await stripe.start()
    }
    expect(await provider.verify(paymentRef)).toMatchObject({ state: 'failed', orderRef: wanted.orderRef })

    const wrongKey = createStripeProvider({
      secretKey: 'sk_test_notTheRightOne',
      webhookSecret: stripe.webhookSecret,
      apiUrl: stripe.url,
    })
    await expect(wrongKey.verify(paymentRef)).rejects.toBeInstanceOf(ProviderUnavailableError)
  })
})
