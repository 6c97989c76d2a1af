import { describe, expect, it } from 'vitest'

import { freePort } from '../../support/postgres'
import { fakePayPal } from '../../support/fakePayPal'
import { testDatabase } from '../../support/payload'
import { useProviderDouble } from '../../support/providerDouble'
import { paymentRequest as request } from '../../support/paymentRequest'

import { ProviderUnavailableError, WebhookSignatureError } from '@/commerce/providers/PaymentProvider'
import { createPayPalProvider } from '@/commerce/providers/paypal'
import { centsFromPayPalValue } from '@/commerce/providers/paypalApi'
import { paypalSettings } from '@/commerce/providers/settings'

// No database here: the real PayPal provider (Orders v2 over fetch) against the local double.
const { double: paypal, provider } = useProviderDouble(fakePayPal, paypalSettings, createPayPalProvider)

const capturesOf = (orderId: string) => paypal.orders.get(orderId)?.purchase_units[0]?.payments?.captures ?? []

describe(`the PayPal provider against the local PayPal double (${testDatabase()}, no database used)`, () => {
  it(
    'creates an Orders v2 order: intent CAPTURE, one ' + 'DIGITAL_GOODS item, our order in custom_id, the request id',
    async () => {
      expect(provider).toMatchObject({ name: 'paypal', kind: 'wallet' })
      const wanted = request()
      const { paymentRef, clientSecret } = await provider.create(wanted)
      expect(clientSecret).toBeUndefined()
      expect(paypal.orders.get(paymentRef)?.status).toBe('PAYER_ACTION_REQUIRED')

      const sent = paypal.requests.findLast((r) => r.path === '/v2/checkout/orders')
      expect(sent?.requestId).toBe(wanted.idempotencyKey)
      const money = { currency_code: 'USD', value: '9.95' }
      expect(sent?.body).toMatchObject({
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: 'eval',
            custom_id: wanted.orderRef,
            invoice_id: wanted.orderRef,
            amount: { ...money, breakdown: { item_total: money } },
            items: [
              {
                name: 'TubWise hot tub evaluation',
                quantity: '1',
                unit_amount: money,
                category: 'DIGITAL_GOODS',
                sku: 'eval',
              },
            ],
          },
        ],
        payment_source: { paypal: { experience_context: { shipping_preference: 'NO_SHIPPING' } } },
      })
    },
  )

  it("is checked by a double that applies PayPal's own amount rules", async () => {
    const auth = `Basic ${Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64')}`
    const tokenAnswer = await fetch(`${paypal.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: auth },
      body: 'grant_type=client_credentials',
    })
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string }
    const money = (value: string) => ({ currency_code: 'USD', value })
    const attempt = async (unit: Record<string, unknown>) => {
      const answer = await fetch(`${paypal.url}/v2/checkout/orders`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [unit] }),
      })
      const body = (await answer.json()) as { details?: { issue: string }[] }
      return `${answer.status} ${body.details?.[0]?.issue ?? ''}`.trim()
    }
    const item = { name: 'Evaluation', quantity: '1', unit_amount: money('9.95'), category: 'DIGITAL_GOODS' }
    expect(
      await attempt({ amount: { ...money('9.95'), breakdown: { item_total: money('9.95') } }, items: [item] }),
    ).toBe('201')
    expect(
      await attempt({ amount: { ...money('9.95'), breakdown: { item_total: money('9.00') } }, items: [item] }),
    ).toBe('422 ITEM_TOTAL_MISMATCH')
    expect(
      await attempt({ amount: { ...money('9.00'), breakdown: { item_total: money('9.95') } }, items: [item] }),
    ).toBe('422 AMOUNT_MISMATCH')
    expect(await attempt({ amount: money('9.95'), items: [item] })).toBe('422 ITEM_TOTAL_REQUIRED')
    expect(await attempt({ amount: money('9.951') })).toBe('422 DECIMAL_PRECISION')
  })

  it('is idempotent by PayPal-Request-Id, and fetches one token for many calls', async () => {
    const wanted = request({ product: 'pbs', amount: 24900 })
    const tokensBefore = paypal.counts.tokens
    const [first, again] = await Promise.all([provider.create(wanted), provider.create(wanted)])
    expect(again.paymentRef).toBe(first.paymentRef)
    const other = await provider.create({ ...wanted, idempotencyKey: `${wanted.idempotencyKey}-2` })
    expect(other.paymentRef).not.toBe(first.paymentRef)
    expect(paypal.counts.tokens).toBe(tokensBefore)
  })

  it('captures an approved order: COMPLETED is succeeded, with the capture amount in exact cents', async () => {
    const wanted = request({ product: 'pbscheap', amount: 9900, description: 'TubWise guided buyers service' })
    const { paymentRef } = await provider.create(wanted)
    expect(await provider.verify(paymentRef)).toMatchObject({
      state: 'requires_action',
      amount: 0,
      failure: expect.stringMatching(/not been approved in PayPal/),
    })
    expect(capturesOf(paymentRef)).toHaveLength(0)

    paypal.approve(paymentRef)
    expect(await provider.verify(paymentRef)).toEqual({
      paymentRef,
      state: 'succeeded',
      amount: 9900,
      currency: 'usd',
      orderRef: wanted.orderRef,
      product: 'pbscheap',
    })
    const capture = paypal.requests.findLast((r) => r.path.endsWith('/capture'))
    expect(capture?.requestId).toMatch(new RegExp(`^capture-${paymentRef}-`))
    expect(capture?.prefer).toBe('return=representation')
  })

  it('reads amounts exactly', () => {
    expect(['9.95', '99.00', '249.00', '0.10', '1.1', '1234567.89', '5'].map(centsFromPayPalValue)).toEqual([
      995, 9900, 24900, 10, 110, 123456789, 500,
    ])
    for (const bad of ['9.951', '-1.00', '1e3', '', ' 9.95', 9.95])
      expect(() => centsFromPayPalValue(bad)).toThrow(ProviderUnavailableError)
  })

  it('does not call a COMPLETED order with a DECLINED or PENDING capture paid', async () => {
    const declined = await provider.create(request())
    paypal.approve(declined.paymentRef, 'DECLINED')
    const declinedResult = await provider.verify(declined.paymentRef)
    expect(paypal.orders.get(declined.paymentRef)?.status).toBe('COMPLETED')
    expect(declinedResult).toMatchObject({
      state: 'failed',
      amount: 995,
      failure: expect.stringMatching(/PayPal declined this payment/),
    })

    const pending = await provider.create(request())
    paypal.approve(pending.paymentRef, 'PENDING')
    expect(await provider.verify(pending.paymentRef)).toMatchObject({ state: 'processing', amount: 995 })
    expect(paypal.orders.get(pending.paymentRef)?.status).toBe('COMPLETED')
  })

  it('captures once however often it is verified, and reads an already captured order', async () => {
    const { paymentRef } = await provider.create(request())
    paypal.approve(paymentRef)
    const capturesBefore = paypal.counts.captures
    const results = await Promise.all(Array.from({ length: 10 }, () => provider.verify(paymentRef)))
    for (const result of results) expect(result).toMatchObject({ state: 'succeeded', amount: 995 })
    expect(paypal.counts.captures).toBe(capturesBefore + 1)
    expect(capturesOf(paymentRef)).toHaveLength(1)
    expect(await provider.verify(paymentRef)).toMatchObject({ state: 'succeeded', amount: 995 })

    // Captured by someone else between our read and our capture: PayPal answers ORDER_ALREADY_CAPTURED.
    const raced = await provider.create(request())
    paypal.approve(raced.paymentRef)
    paypal.raceNextCapture(raced.paymentRef)
    expect(await provider.verify(raced.paymentRef)).toMatchObject({ state: 'succeeded', amount: 995 })
    expect(capturesOf(raced.paymentRef)).toHaveLength(1)
  })

  it(
    'reports an instrument PayPal declines as failed, and ' + 'captures after the buyer approves with another card',
    async () => {
      const { paymentRef } = await provider.create(request())
      paypal.approve(paymentRef, 'INSTRUMENT_DECLINED')
      expect(await provider.verify(paymentRef)).toMatchObject({
        state: 'failed',
        failure: expect.stringMatching(/another way to pay/),
      })
      paypal.approve(paymentRef, 'COMPLETED')
      expect(await provider.verify(paymentRef)).toMatchObject({ state: 'succeeded', amount: 995 })
    },
  )

  it('refuses a second payment for an order already paid (DUPLICATE_INVOICE_ID), and an unknown order', async () => {
    const wanted = request()
    const first = await provider.create(wanted)
    const second = await provider.create({ ...wanted, idempotencyKey: `${wanted.idempotencyKey}-again` })
    paypal.approve(first.paymentRef)
    paypal.approve(second.paymentRef)
    expect(await provider.verify(first.paymentRef)).toMatchObject({ state: 'succeeded' })
    expect(await provider.verify(second.paymentRef)).toMatchObject({
      state: 'failed',
      orderRef: wanted.orderRef,
      failure: expect.stringMatching(/already been paid/),
    })
    expect(await provider.verify('NOSUCHORDER123456')).toMatchObject({
      state: 'failed',
      orderRef: null,
      failure: 'We could not find this PayPal payment.',
    })
  })

  it('renews a token PayPal stops accepting', async () => {
    const tokensBefore = paypal.counts.tokens
    paypal.revokeTokens()
    const { paymentRef } = await provider.create(request())
    expect(paymentRef).toBeTruthy()
    expect(paypal.counts.tokens).toBe(tokensBefore + 1)
  })

  it('accepts webhooks PayPal verifies and names the order they are about', async () => {
    const { paymentRef } = await provider.create(request())
    paypal.approve(paymentRef)
    const approved = paypal.signedEvent('CHECKOUT.ORDER.APPROVED', paymentRef)
    expect(await provider.parseWebhook(approved.body, new Headers(approved.headers))).toEqual({
      eventId: approved.event.id,
      type: 'CHECKOUT.ORDER.APPROVED',
      paymentRef,
    })
    const verifyCall = paypal.requests.findLast((r) => r.path === '/v1/notifications/verify-webhook-signature')
    expect(verifyCall?.body).toMatchObject({
      webhook_id: paypal.webhookId,
      transmission_id: approved.headers['paypal-transmission-id'],
      webhook_event: approved.event,
    })

    await provider.verify(paymentRef)
    const completed = paypal.signedEvent('PAYMENT.CAPTURE.COMPLETED', paymentRef)
    expect(await provider.parseWebhook(completed.body, new Headers(completed.headers))).toMatchObject({
      type: 'PAYMENT.CAPTURE.COMPLETED',
      paymentRef,
    })
  })

  it('refuses webhooks PayPal does not verify, or without transmission headers', async () => {
    const { paymentRef } = await provider.create(request())
    paypal.approve(paymentRef)
    const webhook = paypal.signedEvent('CHECKOUT.ORDER.APPROVED', paymentRef)
    const tampered = webhook.body.replace('"value":"9.95"', '"value":"0.01"')
    expect(tampered).not.toBe(webhook.body)
    await expect(provider.parseWebhook(tampered, new Headers(webhook.headers))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
    const { 'paypal-transmission-sig': _sig, ...unsigned } = webhook.headers
    await expect(provider.parseWebhook(webhook.body, new Headers(unsigned))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
    await expect(provider.parseWebhook('not json', new Headers(webhook.headers))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )

    const forOtherHook = paypal.signedEvent('CHECKOUT.ORDER.APPROVED', paymentRef, {
      webhookId: 'SOMEONE-ELSES-WEBHOOK',
    })
    await expect(provider.parseWebhook(forOtherHook.body, new Headers(forOtherHook.headers))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
    const wrongId = createPayPalProvider({ ...paypalSettings()!, webhookId: 'NOT-OUR-WEBHOOK' })
    await expect(wrongId.parseWebhook(webhook.body, new Headers(webhook.headers))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
  })

  it('says "unavailable" when PayPal cannot be reached or refuses our credentials', async () => {
    const { paymentRef } = await provider.create(request())
    paypal.approve(paymentRef)
    const webhook = paypal.signedEvent('CHECKOUT.ORDER.APPROVED', paymentRef)
    await paypal.stop()
    try {
      await expect(provider.create(request())).rejects.toBeInstanceOf(ProviderUnavailableError)
      await expect(provider.verify(paymentRef)).rejects.toBeInstanceOf(ProviderUnavailableError)
      await expect(provider.parseWebhook(webhook.body, new Headers(webhook.headers))).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      )
    } finally {
      await paypal.start()
    }
    expect(await provider.verify(paymentRef)).toMatchObject({ state: 'succeeded' })

    const wrongSecret = createPayPalProvider({ ...paypalSettings()!, clientSecret: 'not-the-secret' })
    await expect(wrongSecret.create(request())).rejects.toThrow(/PAYPAL_CLIENT_SECRET/)
  })

  it('renews a token shortly before PayPal says it expires', async () => {
    const shortLived = fakePayPal(await freePort(), { tokenSeconds: 61 })
    await shortLived.start()
    try {
      const client = createPayPalProvider({
        clientId: shortLived.clientId,
        clientSecret: shortLived.clientSecret,
        webhookId: shortLived.webhookId,
        apiUrl: shortLived.url,
      })
      await client.create(request())
      await client.create(request())
      expect(shortLived.counts.tokens).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      await client.create(request())
      expect(shortLived.counts.tokens).toBe(2)
    } finally {
      await shortLived.stop()
    }
  })
})
