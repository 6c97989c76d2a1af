import Stripe from 'stripe'

import { type DoubleAnswer, type DoubleRequest, httpDouble, knownIn, randomId } from './httpDouble'

/**
 * The part of Stripe's API that our server calls (create, retrieve and confirm a PaymentIntent, refund it),
 * as a local HTTP server the real `stripe` client talks to (STRIPE_API_URL). Intents are typed as
 * stripe-node's `PaymentIntent`, which is generated from Stripe's published OpenAPI document, so
 * the compiler keeps their shape faithful. Test helpers do what Stripe.js and Stripe itself would:
 * `confirm` (the buyer's card), `settle` (a processing payment finishing), `signedEvent` (a webhook).
 */

/** Stripe's own test payment methods, plus `processing`: a payment that has not settled yet (like a bank debit). */
export type TestPaymentMethod =
  | 'pm_card_visa'
  | 'pm_card_mastercard'
  | 'pm_card_chargeDeclined'
  | 'pm_card_chargeDeclinedInsufficientFunds'
  | 'pm_card_threeDSecure2Required'
  | 'processing'

type LoggedRequest = {
  method: string
  path: string
  idempotencyKey?: string
  stripeVersion?: string
  params: FormValue
}
type FormValue = string | { [key: string]: FormValue }

const SECRET_KEY = 'sk_test_fakeStripeSecretKey'
const PUBLISHABLE_KEY = 'pk_test_fakeStripePublishableKey'
const WEBHOOK_SECRET = 'whsec_fakeStripeWebhookSecret'

export function fakeStripe(port: number) {
  const intents = new Map<string, Stripe.PaymentIntent>()
  const refunds = new Map<string, Stripe.Refund>()
  const idempotent = new Map<string, { params: string; answer: DoubleAnswer }>()
  const requests: LoggedRequest[] = []
  const webhooks = new Stripe(SECRET_KEY).webhooks

  const server = httpDouble(port, (request) => {
    const params = parseForm(request.method === 'GET' ? request.query.toString() : request.body)
    requests.push({
      method: request.method,
      path: request.path,
      idempotencyKey: header(request, 'idempotency-key'),
      stripeVersion: header(request, 'stripe-version'),
      params,
    })
    if (header(request, 'authorization') !== `Bearer ${SECRET_KEY}`) {
      return stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' })
    }
    const key = header(request, 'idempotency-key')
    if (request.method === 'POST' && key) {
      const earlier = idempotent.get(key)
      const fingerprint = `${request.path} ${JSON.stringify(params)}`
      if (earlier && earlier.params !== fingerprint) {
        return stripeError(400, {
          type: 'idempotency_error',
          message:
            `Keys for idempotent requests can only be used with the same parameters they were first ` +
            `used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        })
      }
      if (earlier) return { ...earlier.answer, headers: { 'Idempotent-Replayed': 'true' } }
      const answer = route(request, params)
      if (answer.status < 500) idempotent.set(key, { params: fingerprint, answer })
      return answer
    }
    return route(request, params)
  })

  function route(request: DoubleRequest, params: FormValue): DoubleAnswer {
    const fields = typeof params === 'string' ? {} : params
    if (request.method === 'POST' && request.path === '/v1/payment_intents') return createIntent(fields)
    if (request.method === 'POST' && request.path === '/v1/refunds') return createRefund(fields)
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(request.path)
    if (!match?.[1])
      return stripeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.path}).`,
      })
    const intent = intents.get(match[1])
    if (!intent) return missing(match[1])
    if (request.method === 'GET' && !match[2]) return { status: 200, body: intent }
    if (request.method === 'POST' && match[2]) {
      const method = fields.payment_method
      if (typeof method !== 'string')
        return parameterMissing('You must provide a payment_method to confirm this PaymentIntent.', 'payment_method')
      return confirmIntent(intent, method as TestPaymentMethod)
    }
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${request.method}: ${request.path}).`,
    })
  }

  function createIntent(fields: Record<string, FormValue>): DoubleAnswer {
    const amount = Number(fields.amount)
    if (!Number.isInteger(amount) || amount < 50) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      })
    }
    if (typeof fields.currency !== 'string' || !/^[a-z]{3}$/.test(fields.currency)) {
      return parameterMissing('Missing required param: currency.', 'currency')
    }
    const id = `pi_${randomId(24)}`
    const automatic = fields.automatic_payment_methods
    const metadata = typeof fields.metadata === 'object' ? (fields.metadata as Record<string, string>) : {}
    const intent: Stripe.PaymentIntent = {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: null,
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods:
        typeof automatic === 'object' && automatic.enabled === 'true'
          ? { allow_redirects: 'always', enabled: true }
          : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomId(25)}`,
      confirmation_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      currency: fields.currency,
      customer: null,
      customer_account: null,
      description: typeof fields.description === 'string' ? fields.description : null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
      },
      payment_method_types: ['card'],
      payment_record: null,
      processing: null,
      receipt_email: typeof fields.receipt_email === 'string' ? fields.receipt_email : null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    }
    intents.set(id, intent)
    return { status: 200, body: intent }
  }

  /** A refund of a succeeded PaymentIntent's charge, in full or in part, never past what was received. */
  function createRefund(fields: Record<string, FormValue>): DoubleAnswer {
    const intentId = fields.payment_intent
    if (typeof intentId !== 'string')
      return parameterMissing(
        'One of the following params should be provided for this request: payment_intent or charge.',
      )
    const intent = intents.get(intentId)
    if (!intent) return missing(intentId)
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      })
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0)
    const left = intent.amount_received - refunded
    if (left <= 0)
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${String(intent.latest_charge)} has already been refunded.`,
      })
    const amount = fields.amount === undefined ? left : Number(fields.amount)
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message:
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than ` +
          `unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      })
    }
    const refund: Stripe.Refund = {
      id: `re_${randomId(24)}`,
      object: 'refund',
      amount,
      balance_transaction: `txn_${randomId(24)}`,
      charge: String(intent.latest_charge),
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      customer: null,
      customer_account: null,
      metadata: {},
      payment_intent: intentId,
      payment_method: typeof intent.payment_method === 'string' ? intent.payment_method : null,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    }
    refunds.set(refund.id, refund)
    return { status: 200, body: refund }
  }

  /** What Stripe does when the buyer's payment method is confirmed against the intent. */
  function confirmIntent(intent: Stripe.PaymentIntent, method: TestPaymentMethod): DoubleAnswer {
    if (
      intent.status !== 'requires_payment_method' &&
      intent.status !== 'requires_confirmation' &&
      intent.status !== 'requires_action'
    ) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        payment_intent: intent,
      })
    }
    const paymentMethod = `pm_${randomId(24)}`
    intent.payment_method = paymentMethod
    intent.last_payment_error = null
    intent.next_action = null
    if (method === 'pm_card_visa' || method === 'pm_card_mastercard') {
      succeed(intent)
    } else if (method === 'pm_card_chargeDeclined' || method === 'pm_card_chargeDeclinedInsufficientFunds') {
      const insufficient = method === 'pm_card_chargeDeclinedInsufficientFunds'
      const error: Stripe.PaymentIntent.LastPaymentError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: insufficient ? 'insufficient_funds' : 'generic_decline',
        message: insufficient ? 'Your card has insufficient funds.' : 'Your card was declined.',
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      }
      intent.status = 'requires_payment_method'
      intent.payment_method = null
      intent.latest_charge = `ch_${randomId(24)}`
      intent.last_payment_error = error
      return stripeError(402, { ...error, charge: intent.latest_charge, payment_intent: intent })
    } else if (method === 'pm_card_threeDSecure2Required') {
      intent.status = 'requires_action'
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: 'https://hooks.stripe.com/3d_secure_2/hosted' },
      }
    } else if (method === 'processing') {
      intent.status = 'processing'
      intent.processing = null
    } else {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${String(method)}'`,
      })
    }
    return { status: 200, body: intent }
  }

  function succeed(intent: Stripe.PaymentIntent) {
    intent.status = 'succeeded'
    intent.amount_received = intent.amount
    intent.latest_charge = `ch_${randomId(24)}`
  }

  const known = knownIn(intents, 'fakeStripe: no PaymentIntent')

  return {
    ...server,
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
    webhookSecret: WEBHOOK_SECRET,
    intents,
    refunds,
    requests,
    /** The settings that point the server's Stripe provider at this double. */
    env: () => ({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: server.url,
    }),
    /** What Stripe.js does when the buyer pays: confirms the intent with a payment method. Returns its new status. */
    confirm(id: string, method: TestPaymentMethod) {
      confirmIntent(known(id), method)
      return known(id).status
    },
    /**
     * A processing payment finishing, as Stripe would later (then send `payment_intent.succeeded` / `payment_failed`).
     */
    settle(id: string, outcome: 'succeeded' | 'failed') {
      const intent = known(id)
      if (intent.status !== 'processing') throw new Error(`fakeStripe: ${id} is ${intent.status}, not processing`)
      if (outcome === 'succeeded') return succeed(intent)
      intent.status = 'requires_payment_method'
      intent.last_payment_error = {
        type: 'card_error',
        code: 'payment_method_provider_decline',
        message: 'The payment was declined by the bank.',
      }
    },
    /**
     * A webhook as Stripe would send it about the intent's current state: the raw body and its
     * headers, signed with the webhook secret (or another `secret`, at another `timestamp`).
     */
    signedEvent(type: string, intentId: string, options: { secret?: string; timestamp?: number } = {}) {
      const event = {
        id: `evt_${randomId(24)}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object: structuredClone(known(intentId)) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      }
      const body = JSON.stringify(event, null, 2)
      const signature = webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp,
      })
      return { event, body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } }
    },
  }
}

export type FakeStripe = ReturnType<typeof fakeStripe>

const header = (request: DoubleRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function missing(id: string): DoubleAnswer {
  return stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'intent',
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    message: `No such payment_intent: '${id}'`,
  })
}

/** Stripe's answer to a call without a parameter it needs (`param` named where Stripe names it). */
function parameterMissing(message: string, param?: string): DoubleAnswer {
  return stripeError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    ...(param === undefined ? {} : { param }),
    message,
  })
}

function stripeError(status: number, error: Record<string, unknown>): DoubleAnswer {
  return {
    status,
    body: { error: { ...error, request_log_url: `https://dashboard.stripe.com/test/logs/req_${randomId(14)}` } },
  }
}

/** Stripe's form encoding: `metadata[product]=eval&automatic_payment_methods[enabled]=true`. */
function parseForm(encoded: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {}
  for (const [name, value] of new URLSearchParams(encoded)) {
    const path = name.split(/\[|\]\[|\]/).filter((part) => part !== '')
    let node = root
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value
      else node = (node[part] = typeof node[part] === 'object' ? node[part] : {}) as Record<string, FormValue>
    })
  }
  return root
}
