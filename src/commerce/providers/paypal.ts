import { formatCents } from '@/site/numbers'

import { SHOP_PRODUCT } from '../orderStates'
import {
  type PaymentProvider,
  type PaymentState,
  ProviderRefusedError,
  ProviderUnavailableError,
  type VerifiedPayment,
  WebhookSignatureError,
  unknownPayment,
} from './PaymentProvider'
import { paypalTransmissionRefusal } from './paypalTransmission'
import { centsFromPayPalValue, type PayPalAnswer, paypalApi, paypalIssue } from './paypalApi'

export type PayPalProviderConfig = { clientId: string; clientSecret: string; webhookId: string; apiUrl: string }

type Money = { currency_code: string; value: string }
type Capture = { id: string; status: string; amount: Money; custom_id?: string; status_details?: { reason?: string } }
type PurchaseUnit = { reference_id?: string; custom_id?: string; amount?: Money; payments?: { captures?: Capture[] } }
type Order = { id: string; status: string; create_time?: string; update_time?: string; purchase_units?: PurchaseUnit[] }

const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`

const TRANSMISSION_HEADERS = [
  'paypal-transmission-id',
  'paypal-transmission-time',
  'paypal-transmission-sig',
  'paypal-cert-url',
  'paypal-auth-algo',
] as const

/**
 * The PayPal wallet through Orders v2: the server creates the order, the buyer approves it in
 * PayPal's popup, and `verify` captures it. What counts is the capture's own status and amount: an
 * order can be COMPLETED while its capture is DECLINED or PENDING.
 */
export function createPayPalProvider({
  clientId,
  clientSecret,
  webhookId,
  apiUrl,
}: PayPalProviderConfig): PaymentProvider {
  const api = paypalApi({ clientId, clientSecret, apiUrl })

  const readOrder = async (orderId: string): Promise<Order> => {
    const answer = await api.call('GET', orderPath(orderId))
    if (answer.status !== 200) throw unexpected('reading an order', answer)
    return answer.body as Order
  }

  return {
    name: 'paypal',
    kind: 'wallet',
    verifiesWebhooksRemotely: true,

    async create(request) {
      const money = { currency_code: request.currency.toUpperCase(), value: formatCents(request.amount) }
      const label = request.description.slice(0, 127)
      const answer = await api.call('POST', '/v2/checkout/orders', {
        headers: { 'PayPal-Request-Id': request.idempotencyKey },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              // reference_id carries the product back to us; custom_id our order; invoice_id makes
              // PayPal refuse a second capture for the same order of ours (DUPLICATE_INVOICE_ID).
              reference_id: request.product,
              custom_id: request.orderRef,
              invoice_id: request.orderRef,
              description: label,
              amount: { ...money, breakdown: { item_total: money } },
              items: [
                {
                  name: label,
                  sku: request.product,
                  quantity: '1',
                  unit_amount: money,
                  category: request.product === SHOP_PRODUCT ? 'PHYSICAL_GOODS' : 'DIGITAL_GOODS',
                },
              ],
            },
          ],
          payment_source: {
            paypal: {
              email_address: request.email,
              // Spa products ship too, but to the address our own form took (on the order): PayPal asks none.
              experience_context: { brand_name: 'TubWise', shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
            },
          },
        }),
      })
      if (answer.status !== 200 && answer.status !== 201) throw unexpected('creating an order', answer)
      const id = answer.body.id
      if (typeof id !== 'string') throw unexpected('creating an order', answer)
      return { paymentRef: id }
    },

    async verify(orderId) {
      const found = await api.call('GET', orderPath(orderId))
      // 400: not even shaped like a PayPal order id (the browser sent it), so not a payment of ours either.
      if (found.status === 404 || found.status === 400)
        return unknownPayment(orderId, 'We could not find this PayPal payment.')
      if (found.status !== 200) throw unexpected('reading an order', found)
      const order = found.body as Order
      // Only an approved order is captured here; a captured one is read, an unapproved one waits for the buyer.
      if (order.status !== 'APPROVED' || captureOf(order)) return fromOrder(order)

      const answer = await api.call('POST', `${orderPath(orderId)}/capture`, {
        // Stable per approval: concurrent or repeated verifications share one capture, and a buyer who
        // re-approves with another card after a decline gets a new attempt instead of the old answer.
        headers: {
          'PayPal-Request-Id': `capture-${orderId}-${order.update_time ?? order.create_time ?? ''}`,
          Prefer: 'return=representation',
        },
        body: '{}',
      })
      if (answer.status === 200 || answer.status === 201) return fromOrder(answer.body as Order)
      if (answer.status !== 422) throw unexpected('capturing an order', answer)
      const issue = paypalIssue(answer)
      if (issue === 'ORDER_ALREADY_CAPTURED' || issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED')
        return fromOrder(await readOrder(orderId))
      if (issue === 'ORDER_COMPLETION_IN_PROGRESS') {
        // Another capture of this order is under way: not money yet, but it may well become so.
        const now = fromOrder(await readOrder(orderId))
        return now.state === 'requires_action'
          ? { ...now, state: 'processing', failure: 'PayPal is still completing this payment.' }
          : now
      }
      if (issue === 'DUPLICATE_INVOICE_ID') {
        return {
          ...fromOrder(order),
          state: 'failed',
          failure: 'This order has already been paid with another PayPal payment, so this one was not taken.',
        }
      }
      if (DECLINED_ISSUES.has(issue)) {
        return {
          ...fromOrder(order),
          state: 'failed',
          failure:
            'PayPal could not take the payment from the chosen account or card. ' +
            'Nothing was charged: please try again with another way to pay.',
        }
      }
      throw unexpected('capturing an order', answer)
    },

    async parseWebhook(rawBody, headers) {
      const transmission = TRANSMISSION_HEADERS.map((name) => headers.get(name))
      if (transmission.some((value) => !value))
        throw new WebhookSignatureError('PayPal transmission headers are missing')
      let event: { id?: unknown; event_type?: unknown; resource?: Record<string, unknown> }
      try {
        event = JSON.parse(rawBody) as typeof event
      } catch {
        throw new WebhookSignatureError('The PayPal webhook body is not JSON')
      }
      if (
        typeof event !== 'object' ||
        event === null ||
        typeof event.id !== 'string' ||
        typeof event.event_type !== 'string'
      ) {
        throw new WebhookSignatureError('The PayPal webhook body is not an event')
      }
      const [transmissionId, transmissionTime, transmissionSig, certUrl, authAlgo] = transmission
      const refusal = paypalTransmissionRefusal(certUrl!, transmissionTime!)
      if (refusal) throw new WebhookSignatureError(refusal)
      const fields = JSON.stringify({
        auth_algo: authAlgo,
        cert_url: certUrl,
        transmission_id: transmissionId,
        transmission_sig: transmissionSig,
        transmission_time: transmissionTime,
        webhook_id: webhookId,
      })
      // The event goes back byte for byte as received: re-serialising it could change what was signed.
      const answer = await api.call('POST', '/v1/notifications/verify-webhook-signature', {
        body: `${fields.slice(0, -1)},"webhook_event":${rawBody}}`,
      })
      if (answer.status === 400)
        throw new WebhookSignatureError(`PayPal refused to check this webhook: ${paypalIssue(answer)}`)
      if (answer.status !== 200) throw unexpected('verifying a webhook signature', answer)
      if (answer.body.verification_status !== 'SUCCESS')
        throw new WebhookSignatureError('PayPal says the webhook signature is not valid')
      return { eventId: event.id, type: event.event_type, paymentRef: orderIdOfEvent(event.event_type, event.resource) }
    },

    async refund(orderId, amountCents, idempotencyKey) {
      // Money is refunded from the order's capture, which only the order knows.
      const capture = captureOf(await readOrder(orderId))
      if (!capture || !REFUNDABLE_CAPTURES.has(capture.status))
        throw new ProviderRefusedError(
          'PayPal holds no completed payment for this order, so there is nothing to refund.',
        )
      const answer = await api.call('POST', `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`, {
        headers: { 'PayPal-Request-Id': idempotencyKey, Prefer: 'return=representation' },
        body: JSON.stringify({
          amount: { currency_code: capture.amount.currency_code, value: formatCents(amountCents) },
        }),
      })
      if (answer.status === 200 || answer.status === 201) {
        const { id, status } = answer.body
        if (typeof id !== 'string') throw unexpected('refunding a capture', answer)
        if (status === 'FAILED' || status === 'CANCELLED')
          throw new ProviderRefusedError(`PayPal did not refund this payment (refund ${id} ${String(status)}).`)
        return { refundRef: id }
      }
      // CAPTURE_FULLY_REFUNDED, REFUND_TIME_LIMIT_EXCEEDED, a dispute…: PayPal's issue says which.
      if (answer.status === 422 || answer.status === 400 || answer.status === 404)
        throw new ProviderRefusedError(`PayPal refused the refund (${paypalIssue(answer)}).`)
      throw unexpected('refunding a capture', answer)
    },
  }
}

/** A refunded capture stays eligible: a repeated refund with the same PayPal-Request-Id answers the first one. */
const REFUNDABLE_CAPTURES = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'])

const DECLINED_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'PAYER_CANNOT_PAY',
  'TRANSACTION_REFUSED',
  'PAYEE_BLOCKED_TRANSACTION',
  'COMPLIANCE_VIOLATION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
])

const CAPTURE_STATES: Record<string, PaymentState> = { COMPLETED: 'succeeded', PENDING: 'processing' }

/** A declined attempt may be followed by a good one (the buyer picked another card): the best one counts. */
function captureOf(order: Order): Capture | undefined {
  const captures = order.purchase_units?.[0]?.payments?.captures ?? []
  return (
    captures.find((c) => c.status === 'COMPLETED') ?? captures.find((c) => c.status === 'PENDING') ?? captures.at(-1)
  )
}

function fromOrder(order: Order): VerifiedPayment {
  const unit = order.purchase_units?.[0]
  const capture = captureOf(order)
  const known = {
    paymentRef: order.id,
    orderRef: unit?.custom_id ?? capture?.custom_id ?? null,
    product: unit?.reference_id ?? null,
  }
  if (capture) {
    const state = CAPTURE_STATES[capture.status] ?? 'failed'
    return {
      ...known,
      state,
      amount: centsFromPayPalValue(capture.amount.value),
      currency: capture.amount.currency_code.toLowerCase(),
      ...(state === 'failed' ? { failure: captureFailure(capture.status) } : {}),
    }
  }
  const currency = unit?.amount?.currency_code.toLowerCase() ?? ''
  if (order.status === 'VOIDED')
    return {
      ...known,
      state: 'failed',
      amount: 0,
      currency,
      failure: 'This PayPal payment was cancelled, and nothing was charged. Please start the checkout again.',
    }
  return {
    ...known,
    state: 'requires_action',
    amount: 0,
    currency,
    failure: 'The payment has not been approved in PayPal yet. Please finish in the PayPal window, or try again.',
  }
}

function captureFailure(status: string): string {
  if (status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED') return 'This PayPal payment has been refunded.'
  return 'PayPal declined this payment. Nothing was charged: please try again with another way to pay.'
}

function orderIdOfEvent(type: string, resource: Record<string, unknown> | undefined): string | null {
  if (type.startsWith('CHECKOUT.ORDER.')) return typeof resource?.id === 'string' ? resource.id : null
  if (type.startsWith('PAYMENT.CAPTURE.')) {
    const related = (resource?.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids
    return typeof related?.order_id === 'string' ? related.order_id : null
  }
  return null
}

function unexpected(doing: string, answer: PayPalAnswer) {
  return new ProviderUnavailableError(`PayPal answered ${answer.status} (${paypalIssue(answer)}) when ${doing}`)
}
