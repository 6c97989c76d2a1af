import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { DemoPayment } from '@/payload-types'

import { type PaymentProvider, type VerifiedPayment, WebhookSignatureError } from './PaymentProvider'

/** Stripe's test cards, which the demo honours the same way (api.md, demo provider). */
const DEMO_CARD_SUCCEEDS = '4242424242424242'
const DEMO_CARD_DECLINED = '4000000000000002'
export const DEMO_DECLINE_MESSAGE = 'Your card was declined.'

const COLLECTION = 'demo-payments'

async function findIntent(
  payload: Payload,
  field: 'intentId' | 'idempotencyKey',
  value: string,
): Promise<DemoPayment | null> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const verified = (intent: DemoPayment): VerifiedPayment => ({
  paymentRef: intent.intentId,
  state: intent.status === 'succeeded' ? 'succeeded' : intent.lastError ? 'failed' : 'requires_action',
  amount: intent.amount,
  currency: intent.currency,
  orderRef: intent.orderRef,
  product: intent.product,
  ...(intent.status !== 'succeeded' && intent.lastError ? { failure: intent.lastError } : {}),
})

/**
 * The built-in card provider for a site without Stripe keys: payment intents kept in the
 * database (every app server agrees on them), confirmed with Stripe's test card numbers through
 * `POST /api/ecomm/demo/confirm`. No money moves. It has no webhooks.
 */
export function createDemoProvider(payload: Payload): PaymentProvider {
  return {
    name: 'demo',
    kind: 'card',
    verifiesWebhooksRemotely: false,
    async create(request) {
      const existing = await findIntent(payload, 'idempotencyKey', request.idempotencyKey)
      if (existing) return { paymentRef: existing.intentId, clientSecret: existing.clientSecret }
      const intentId = `demo_pi_${randomBytes(12).toString('hex')}`
      const data = {
        intentId,
        idempotencyKey: request.idempotencyKey,
        clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        status: 'requires_payment_method' as const,
        orderRef: request.orderRef,
        product: request.product,
        amount: request.amount,
        currency: request.currency,
        email: request.email,
      }
      try {
        await payload.create({ collection: COLLECTION, data, overrideAccess: true })
        return { paymentRef: intentId, clientSecret: data.clientSecret }
      } catch (error) {
        // A concurrent create with the same key won the unique index: answer its intent.
        const twin = await findIntent(payload, 'idempotencyKey', request.idempotencyKey)
        if (!twin) throw error
        return { paymentRef: twin.intentId, clientSecret: twin.clientSecret }
      }
    },
    async verify(paymentRef) {
      const intent = await findIntent(payload, 'intentId', paymentRef)
      if (!intent) throw new Error(`no demo payment ${paymentRef}`)
      return verified(intent)
    },
    parseWebhook() {
      return Promise.reject(new WebhookSignatureError('The demo payment provider sends no webhooks.'))
    },
    // No money moved, so none goes back: the refund is only recorded, under a reference that the
    // same key always gives (as a real provider answers a repeated refund with the first one).
    refund(_paymentRef, _amountCents, idempotencyKey) {
      return Promise.resolve({
        refundRef: `demo-refund-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`,
      })
    },
  }
}

export type DemoConfirmation = 'succeeded' | 'declined' | 'unknown-card' | 'unknown-payment'

/** Confirms a demo intent with a card number, as Stripe would confirm a PaymentIntent with a test card. */
export async function confirmDemoPayment(
  payload: Payload,
  intentId: string,
  cardNumber: string,
): Promise<DemoConfirmation> {
  const intent = await findIntent(payload, 'intentId', intentId)
  if (!intent) return 'unknown-payment'
  // A paid intent stays paid: confirming it again charges nothing and answers as before.
  if (intent.status === 'succeeded') return 'succeeded'
  const digits = cardNumber.replace(/[\s-]/g, '')
  if (digits === DEMO_CARD_SUCCEEDS) {
    await payload.update({
      collection: COLLECTION,
      id: intent.id,
      data: { status: 'succeeded', lastError: null },
      overrideAccess: true,
    })
    return 'succeeded'
  }
  if (digits === DEMO_CARD_DECLINED) {
    await payload.update({
      collection: COLLECTION,
      id: intent.id,
      data: { lastError: DEMO_DECLINE_MESSAGE },
      overrideAccess: true,
    })
    return 'declined'
  }
  return 'unknown-card'
}
