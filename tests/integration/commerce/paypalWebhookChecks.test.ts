import { describe, expect, it } from 'vitest'

import { WEBHOOK_FAILURES } from '@/commerce/api/webhookFailures'

import { received, refused, useCheckoutSite } from '../../support/checkout'
import { testDatabase } from '../../support/payload'
import { answerOf, freshPeer, noParams } from '../../support/routes'
import { fromPeer } from '../../support/throughOurServer'

// The PayPal webhook route against the local PayPal double: what it refuses before asking PayPal.

const site = useCheckoutSite()

type Webhook = { body: string; headers: Record<string, string> }

/** A delivery from client address `from` (a new one unless given). */
async function deliver(webhook: Webhook, from = freshPeer()) {
  const response = await site.routes.paypalWebhook(
    new Request('http://localhost/api/webhooks/paypal', {
      method: 'POST',
      headers: { ...webhook.headers, ...fromPeer(from) },
      body: webhook.body,
    }),
    noParams,
  )
  return answerOf(response)
}

const verifications = () =>
  site.paypal.requests.filter((request) => request.path === '/v1/notifications/verify-webhook-signature').length

/** A signed CHECKOUT.ORDER.APPROVED event about an approved order of our checkout. */
async function approvedEvent() {
  const created = await site.post('create', { product: 'pbs', ...site.buyer('pbs'), provider: 'paypal' })
  expect(created.status).toBe(201)
  const paypalOrderId = created.body.paypalOrderId as string
  site.paypal.approve(paypalOrderId)
  return site.paypal.signedEvent('CHECKOUT.ORDER.APPROVED', paypalOrderId)
}

const INVALID = refused(400, 'Invalid signature.')

describe(`the PayPal webhook checks what costs nothing first (${testDatabase()})`, () => {
  it('refuses a certificate that PayPal does not serve over https, without asking PayPal', async () => {
    const event = await approvedEvent()
    const before = verifications()
    for (const certUrl of [
      'https://evil.example/v1/notifications/certs/CERT-1',
      'https://api.sandbox.paypal.com.evil.example/certs/CERT-1',
      'https://evilpaypal.com/certs/CERT-1',
      'http://api.sandbox.paypal.com/v1/notifications/certs/CERT-1',
      'not a url',
    ]) {
      expect(await deliver({ ...event, headers: { ...event.headers, 'paypal-cert-url': certUrl } }), certUrl).toEqual(
        INVALID,
      )
    }
    expect(verifications()).toBe(before)
  })

  it('refuses a transmission time more than 5 minutes from now, either way, without asking PayPal', async () => {
    const event = await approvedEvent()
    const before = verifications()
    for (const time of [
      new Date(Date.now() - 6 * 60_000).toISOString(),
      new Date(Date.now() + 6 * 60_000).toISOString(),
      'yesterday',
    ]) {
      expect(
        await deliver({ ...event, headers: { ...event.headers, 'paypal-transmission-time': time } }),
        time,
      ).toEqual(INVALID)
    }
    expect(verifications()).toBe(before)
  })

  it('answers an event already in the ledger at once, without asking PayPal again', async () => {
    const event = await approvedEvent()
    expect(await deliver(event)).toEqual(received('fulfilled'))
    const before = verifications()
    expect(await deliver(event)).toEqual(received('already handled'))
    expect(
      await deliver({ ...event, headers: { ...event.headers, 'paypal-transmission-sig': 'bm90IGEgc2lnbmF0dXJl' } }),
    ).toEqual(received('already handled'))
    expect(verifications()).toBe(before)
  })

  it(
    `answers 429 to an address after ${WEBHOOK_FAILURES.limit} failed ` +
      `verifications, without asking PayPal; other addresses go on`,
    async () => {
      const event = await approvedEvent()
      const forged = { ...event, headers: { ...event.headers, 'paypal-transmission-sig': 'bm90IGEgc2lnbmF0dXJl' } }
      const attacker = freshPeer()
      for (let attempt = 0; attempt < WEBHOOK_FAILURES.limit; attempt++)
        expect(await deliver(forged, attacker)).toEqual(INVALID)
      const before = verifications()
      const limited = await deliver(event, attacker)
      expect(limited.status).toBe(429)
      expect(verifications()).toBe(before)
      // PayPal itself, from elsewhere, is not held up.
      expect(await deliver(event)).toEqual(received('fulfilled'))
    },
  )

  it('does not count verifications that succeed', async () => {
    const from = freshPeer()
    const first = await approvedEvent()
    const orderId = (first.event.resource as { id: string }).id
    expect((await deliver(first, from)).body).toEqual({ received: true, result: 'fulfilled' })
    for (let delivery = 0; delivery < WEBHOOK_FAILURES.limit + 1; delivery++) {
      expect((await deliver(site.paypal.signedEvent('CHECKOUT.ORDER.APPROVED', orderId), from)).body).toEqual({
        received: true,
        result: 'already fulfilled',
      })
    }
    expect(
      await deliver(
        {
          ...first,
          headers: { ...first.headers, 'paypal-transmission-sig': 'bm90IGEgc2lnbmF0dXJl' },
          body: first.body.replace(first.event.id, 'WH-NEW'),
        },
        from,
      ),
    ).toEqual(INVALID)
  })
})
