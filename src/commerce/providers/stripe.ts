import Stripe from 'stripe'

import {
  type PaymentProvider,
  type PaymentState,
  ProviderRefusedError,
  ProviderUnavailableError,
  type VerifiedPayment,
  WebhookSignatureError,
  unknownPayment,
} from './PaymentProvider'

export type StripeProviderConfig = {
  secretKey: string
  webhookSecret: string
  /** Only for local doubles (STRIPE_API_URL): where the client sends its requests instead of api.stripe.com. */
  apiUrl?: string
}

/** Card payments through Stripe PaymentIntents; the browser confirms them with the Payment Element. */
export function createStripeProvider({ secretKey, webhookSecret, apiUrl }: StripeProviderConfig): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    ...(apiUrl ? hostOptions(apiUrl) : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'TubWise' },
  })

  return {
    name: 'stripe',
    kind: 'card',
    verifiesWebhooksRemotely: false,

    async create(request) {
      const intent = await reachStripe(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency,
            description: request.description,
            metadata: { orderRef: request.orderRef, product: request.product },
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      )
      if (!intent.client_secret)
        throw new ProviderUnavailableError(`Stripe returned PaymentIntent ${intent.id} without a client secret`)
      return { paymentRef: intent.id, clientSecret: intent.client_secret }
    },

    async verify(paymentRef) {
      try {
        return fromIntent(await reachStripe(() => stripe.paymentIntents.retrieve(paymentRef)))
      } catch (error) {
        // An id Stripe does not know (or a malformed one) is not a payment: nothing to fulfil.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return unknownPayment(paymentRef, 'We could not find this payment.')
        }
        throw error
      }
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature')
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing')
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret)
      } catch (error) {
        throw new WebhookSignatureError(`Stripe webhook signature check failed: ${(error as Error).message}`)
      }
      const paymentRef = event.type.startsWith('payment_intent.') ? (event.data.object as { id: string }).id : null
      return { eventId: event.id, type: event.type, paymentRef }
    },

    async refund(paymentRef, amountCents, idempotencyKey) {
      try {
        const refund = await reachStripe(() =>
          stripe.refunds.create({ payment_intent: paymentRef, amount: amountCents }, { idempotencyKey }),
        )
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new ProviderRefusedError(
            `Stripe did not refund this payment (refund ${refund.id} ${refund.status}` +
              `${refund.failure_reason ? `: ${refund.failure_reason}` : ''}).`,
          )
        }
        return { refundRef: refund.id }
      } catch (error) {
        // Already refunded, disputed, not a payment of this account: Stripe's own sentence says which.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          throw new ProviderRefusedError(`Stripe refused the refund: ${error.message}`, { cause: error })
        throw error
      }
    },
  }
}

function hostOptions(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

/** Network trouble, Stripe's own errors, rate limits and a rejected key are "try again later", not "declined". */
async function reachStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const { errors } = Stripe
    if (
      error instanceof errors.StripeConnectionError ||
      error instanceof errors.StripeAPIError ||
      error instanceof errors.StripeRateLimitError ||
      error instanceof errors.StripeAuthenticationError ||
      error instanceof errors.StripePermissionError
    ) {
      throw new ProviderUnavailableError(`Stripe is unavailable: ${error.message}`, { cause: error })
    }
    throw error
  }
}

const STATES: Partial<Record<Stripe.PaymentIntent.Status, PaymentState>> = {
  succeeded: 'succeeded',
  processing: 'processing',
  // Authorised but not captured: money is promised, not received (we capture automatically).
  requires_capture: 'processing',
  requires_action: 'requires_action',
  requires_confirmation: 'requires_action',
}

function fromIntent(intent: Stripe.PaymentIntent): VerifiedPayment {
  const state = STATES[intent.status] ?? 'failed'
  return {
    paymentRef: intent.id,
    state,
    amount: intent.amount_received,
    currency: intent.currency,
    orderRef: intent.metadata.orderRef ?? null,
    product: intent.metadata.product ?? null,
    ...(state === 'failed' ? { failure: failureSentence(intent) } : {}),
    ...(state === 'requires_action'
      ? {
          failure:
            'Your bank needs you to confirm this payment. Please finish the check your bank shows, or try again.',
        }
      : {}),
  }
}

/** Reasons worth telling the buyer in our own words; anything else falls back to Stripe's card message. */
const DECLINE_REASONS: Record<string, string> = {
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is incorrect.',
  processing_error: 'Your card could not be processed just now.',
  authentication_required: 'Your bank did not confirm this payment.',
  payment_intent_authentication_failure: 'Your bank did not confirm this payment.',
}

function failureSentence(intent: Stripe.PaymentIntent): string {
  if (intent.status === 'canceled')
    return 'This payment was cancelled, and nothing was charged. Please start the checkout again.'
  const error = intent.last_payment_error
  if (!error) return 'The payment has not been completed yet. Please enter your card details and try again.'
  const reason =
    DECLINE_REASONS[error.decline_code ?? ''] ??
    DECLINE_REASONS[error.code ?? ''] ??
    (error.type === 'card_error' && error.message ? error.message : 'Your payment did not go through.')
  return `${reason} Nothing was charged: please try again or use another card.`
}
