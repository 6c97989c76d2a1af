import type { Payload } from 'payload'

/**
 * The seam between checkout and whoever moves the money. Stripe and the demo are card
 * providers (a payment intent the browser confirms); PayPal is the wallet (an order the
 * browser approves and the server captures). The server never trusts the browser's word that a
 * payment succeeded: fulfilment asks the provider through `verify`.
 */
export const PROVIDER_NAMES = ['stripe', 'paypal', 'demo'] as const
export type ProviderName = (typeof PROVIDER_NAMES)[number]

export type PaymentRequest = {
  /** Our order's public reference; stored with the payment at the provider (metadata / custom_id). */
  orderRef: string
  /** What is sold: a service product (`eval`, `pbs`…) or `products` for a spa-product order. */
  product: string
  /** The line shown on the buyer's statement or PayPal page. */
  description: string
  /** Integer cents, from the server's own table. */
  amount: number
  currency: string
  email: string
  /** Same key → same provider payment: a retried create never makes a second charge. */
  idempotencyKey: string
}

export type CreatedPayment = {
  /** The provider's payment id (Stripe PaymentIntent id, PayPal order id, demo intent id). */
  paymentRef: string
  /** Card providers: what the browser needs to confirm the payment. */
  clientSecret?: string
}

export type PaymentState = 'succeeded' | 'processing' | 'requires_action' | 'failed'

/** What the provider itself says about a payment, read on the server. */
export type VerifiedPayment = {
  paymentRef: string
  state: PaymentState
  /** Integer cents actually received (PayPal: the capture's amount, not the order's). */
  amount: number
  currency: string
  /** As stored at creation (metadata / custom_id); checked against the order. */
  orderRef: string | null
  product: string | null
  /** A human reason when the payment failed (shown to the buyer). */
  failure?: string
}

/** What `verify` answers for a payment the provider does not know: failed, no money, no order to fulfil. */
export const unknownPayment = (paymentRef: string, failure: string): VerifiedPayment => ({
  paymentRef,
  state: 'failed',
  amount: 0,
  currency: '',
  orderRef: null,
  product: null,
  failure,
})

/** A provider event whose signature checked out. */
export type ProviderEvent = {
  /** The provider's event id: each is handled once (ledger `payment-events`). */
  eventId: string
  type: string
  /** The payment the event is about, when it is about one that may now be fulfilled. */
  paymentRef: string | null
}

export class WebhookSignatureError extends Error {}

/** The provider could not be reached or answered unexpectedly: the caller may retry. */
export class ProviderUnavailableError extends Error {}

/**
 * The provider answered, and will not do it (a refund of a payment already refunded or disputed): the message says why.
 */
export class ProviderRefusedError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName
  readonly kind: 'card' | 'wallet'
  /** True when checking a webhook's signature costs a call to the provider (PayPal): failures are then rate limited. */
  readonly verifiesWebhooksRemotely: boolean
  create(request: PaymentRequest): Promise<CreatedPayment>
  /**
   * The payment's real state. PayPal captures here (idempotently, `PayPal-Request-Id`), since an
   * approved order is not yet money; a second call reads the existing capture.
   */
  verify(paymentRef: string): Promise<VerifiedPayment>
  /** Verifies a webhook's signature over the raw body; throws `WebhookSignatureError`. */
  parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent>
  /**
   * Gives `amountCents` of the payment back to the buyer. The same `idempotencyKey` never refunds
   * twice: a repeated call answers the first refund. Throws `ProviderUnavailableError` (try later)
   * or `ProviderRefusedError` (the provider said no, and why).
   */
  refund(paymentRef: string, amountCents: number, idempotencyKey: string): Promise<{ refundRef: string }>
}

/**
 * The provider that took a payment, to act on it later (a refund), or null when it is no longer
 * configured. Given to the commerce plugin by the composition root (`payload.config.ts`).
 */
export type ProviderOfPayment = (payload: Payload, name: ProviderName) => PaymentProvider | null
