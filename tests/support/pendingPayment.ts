import { expect } from 'vitest'

import { type Answer, type CheckoutSite, received } from './checkout'

/** Each provider's pending event, and how it settles: the double's state and the event it then sends. */
const settling = {
  stripe: (site: CheckoutSite, ref: string) => ({
    pending: () => site.stripe.signedEvent('payment_intent.processing', ref),
    settle: () => {
      site.stripe.settle(ref, 'succeeded')
      return site.stripe.signedEvent('payment_intent.succeeded', ref)
    },
  }),
  paypal: (site: CheckoutSite, ref: string) => ({
    pending: () => site.paypal.signedEvent('PAYMENT.CAPTURE.PENDING', ref),
    settle: () => {
      site.paypal.settle(ref, 'COMPLETED')
      return site.paypal.signedEvent('PAYMENT.CAPTURE.COMPLETED', ref)
    },
  }),
}

/**
 * A payment the provider still holds (Stripe's processing, PayPal's pending capture): the buyer's return
 * answers 402 and the provider's pending event fulfils nothing (`notFulfilled`, the webhook's result); once
 * the provider settles it, its event fulfils the order exactly once and the buyer's return answers as paid.
 * Both checkouts keep this rule.
 */
export async function expectPendingUntilSettled(
  site: CheckoutSite,
  provider: keyof typeof settling,
  { paymentRef, email, paid }: { paymentRef: string; email: string; paid: () => Promise<Answer> },
  notFulfilled: RegExp,
) {
  const webhook = provider === 'stripe' ? 'stripeWebhook' : 'paypalWebhook'
  const events = settling[provider](site, paymentRef)
  const waiting = await paid()
  expect(waiting.status).toBe(402)
  expect(waiting.body.error).toMatch(/still being processed/)
  const early = await site.deliver(webhook, events.pending())
  expect(early).toEqual(received(expect.stringMatching(notFulfilled)))
  expect((await site.orderOf(paymentRef)).status).toBe('pending')
  expect(await site.effectsFor(email)).toEqual({ mails: 0, leads: 0, evaluations: 0 })

  const settled = events.settle()
  expect(await site.deliver(webhook, settled)).toEqual(received('fulfilled'))
  expect(await site.deliver(webhook, settled)).toEqual(received('already handled'))
  expect((await site.orderOf(paymentRef)).status).toBe('paid')
  expect(await paid()).toEqual({ status: 201, body: await site.expectedPaidBody(paymentRef) })
}
