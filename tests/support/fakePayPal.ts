import { createHmac, randomUUID } from 'node:crypto'

import { type DoubleAnswer, type DoubleRequest, httpDouble, knownIn, randomId } from './httpDouble'

/**
 * The part of PayPal's REST API that our server calls (OAuth2 token, Orders v2 create / read /
 * capture, a capture's refund, verify-webhook-signature) as a local HTTP server, with JSON shaped after PayPal's
 * published `checkout_orders_v2` and `notifications_webhooks_v1` documents. Test helpers do what
 * the buyer and PayPal would: `approve` (the buyer in PayPal's popup, choosing how the capture will
 * go) and `signedEvent` (a webhook only this double will vouch for).
 */

export type CaptureOutcome = 'COMPLETED' | 'DECLINED' | 'PENDING' | 'INSTRUMENT_DECLINED'

type Money = { currency_code: string; value: string }
type Item = { name: string; quantity: string; unit_amount: Money; category?: string; sku?: string }
type PurchaseUnitBody = {
  reference_id?: string
  custom_id?: string
  invoice_id?: string
  description?: string
  amount?: Money & { breakdown?: Record<string, Money> }
  items?: Item[]
}
type Capture = {
  id: string
  status: 'COMPLETED' | 'DECLINED' | 'PENDING' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED'
  status_details?: { reason: string }
  amount: Money
  final_capture: boolean
  seller_protection: { status: string; dispute_categories: string[] }
  seller_receivable_breakdown?: { gross_amount: Money; paypal_fee: Money; net_amount: Money }
  invoice_id?: string
  custom_id?: string
  links: Link[]
  create_time: string
  update_time: string
}
type Link = { href: string; rel: string; method: string }
type Order = {
  id: string
  intent: 'CAPTURE' | 'AUTHORIZE'
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED'
  payment_source?: { paypal: Record<string, unknown> }
  purchase_units: (PurchaseUnitBody & {
    payee: { email_address: string; merchant_id: string }
    payments?: { captures: Capture[] }
  })[]
  payer?: { name: { given_name: string; surname: string }; email_address: string; payer_id: string }
  create_time: string
  update_time: string
  links: Link[]
}

const CLIENT_ID = 'fake-paypal-client-id'
const CLIENT_SECRET = 'fake-paypal-client-secret'
const WEBHOOK_ID = '8PT597110X687430LKGECATA'
const CERT_URL = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-fake'
/** What this double "signs" with; real PayPal signs with its RSA key, which only it can check. */
const SIGNING_KEY = randomUUID()

export function fakePayPal(port: number, options: { tokenSeconds?: number } = {}) {
  const tokens = new Map<string, number>()
  const orders = new Map<string, Order>()
  const outcomes = new Map<string, CaptureOutcome>()
  const replies = new Map<string, DoubleAnswer>()
  const counts = { tokens: 0, captures: 0, refunds: 0 }
  const racing = new Set<string>()
  const refundsByCapture = new Map<string, number[]>()
  const requests: { method: string; path: string; requestId?: string; prefer?: string; body: unknown }[] = []

  const server = httpDouble(port, (request) => {
    if (request.method === 'POST' && request.path === '/v1/oauth2/token') {
      requests.push({ method: request.method, path: request.path, body: request.body })
      return issueToken(request)
    }
    let body: unknown
    try {
      body = request.body ? JSON.parse(request.body) : undefined
    } catch {
      return paypalError(
        400,
        'INVALID_REQUEST',
        'Request is not well-formed, syntactically incorrect, or violates schema.',
        [{ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' }],
      )
    }
    requests.push({
      method: request.method,
      path: request.path,
      requestId: header(request, 'paypal-request-id'),
      prefer: header(request, 'prefer'),
      body,
    })

    const bearer = /^Bearer (.+)$/.exec(header(request, 'authorization') ?? '')?.[1]
    if (!bearer || !((tokens.get(bearer) ?? 0) > Date.now())) {
      return { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } }
    }
    // PayPal-Request-Id: the same id on the same call answers what the first one answered.
    const requestId = header(request, 'paypal-request-id')
    const replayKey = requestId ? `${request.method} ${request.path} ${requestId}` : undefined
    const earlier = replayKey ? replies.get(replayKey) : undefined
    if (earlier) return { ...earlier, status: earlier.status === 201 ? 200 : earlier.status }
    const answer = route(request, body as Record<string, unknown> | undefined)
    if (replayKey && answer.status < 500) replies.set(replayKey, answer)
    return answer
  })

  function issueToken(request: DoubleRequest): DoubleAnswer {
    const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`
    if (header(request, 'authorization') !== expected)
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } }
    if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } }
    }
    const expiresIn = options.tokenSeconds ?? 32_400
    const token = `A21AA${randomId(60)}`
    tokens.set(token, Date.now() + expiresIn * 1000)
    counts.tokens += 1
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: expiresIn,
        nonce: `${new Date().toISOString()}${randomId(20)}`,
      },
    }
  }

  function route(request: DoubleRequest, body: Record<string, unknown> | undefined): DoubleAnswer {
    if (request.method === 'POST' && request.path === '/v2/checkout/orders') return createOrder(body ?? {})
    if (request.method === 'POST' && request.path === '/v1/notifications/verify-webhook-signature')
      return verifySignature(body ?? {})
    const refundOf = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(request.path)
    if (request.method === 'POST' && refundOf?.[1]) return refundCapture(refundOf[1], body ?? {})
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(request.path)
    if (!match?.[1]) return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [])
    const order = orders.get(match[1])
    if (!order) {
      return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
        {
          field: 'order_id',
          value: match[1],
          location: 'path',
          issue: 'INVALID_RESOURCE_ID',
          description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
        },
      ])
    }
    if (request.method === 'GET' && !match[2]) return { status: 200, body: order }
    if (request.method === 'POST' && match[2]) {
      if (racing.delete(order.id)) capture(order, false)
      return capture(order, header(request, 'prefer') === 'return=representation')
    }
    return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [])
  }

  function createOrder(body: Record<string, unknown>): DoubleAnswer {
    const units = body.purchase_units as PurchaseUnitBody[] | undefined
    const problem =
      body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE'
        ? issue('/intent', 'INVALID_PARAMETER_VALUE', 'intent must be CAPTURE or AUTHORIZE')
        : !Array.isArray(units) || units.length === 0
          ? issue('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'purchase_units is required')
          : units.map(unitProblem).find(Boolean)
    if (problem) {
      // Schema violations are 400 INVALID_REQUEST; business rules (totals, decimals) are 422.
      const malformed = problem.issue.startsWith('MISSING') || problem.issue === 'INVALID_PARAMETER_VALUE'
      return malformed
        ? paypalError(
            400,
            'INVALID_REQUEST',
            'Request is not well-formed, syntactically incorrect, or violates schema.',
            [problem],
          )
        : paypalError(
            422,
            'UNPROCESSABLE_ENTITY',
            'The requested action could not be performed, semantically incorrect, or failed business validation.',
            [problem],
          )
    }
    const id = randomId(17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')
    const now = paypalTime()
    const paypalSource = (body.payment_source as { paypal?: Record<string, unknown> } | undefined)?.paypal
    const order: Order = {
      id,
      intent: body.intent as Order['intent'],
      status: paypalSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      ...(paypalSource ? { payment_source: { paypal: {} } } : {}),
      purchase_units: (units ?? []).map((unit) => ({
        reference_id: 'default',
        ...structuredClone(unit),
        payee: { email_address: 'merchant@tubwise.example', merchant_id: 'FAKEMERCHANT1' },
      })),
      create_time: now,
      update_time: now,
      links: orderLinks(id, paypalSource ? 'payer-action' : 'approve'),
    }
    orders.set(id, order)
    return {
      status: 201,
      body: {
        id,
        status: order.status,
        ...(order.payment_source ? { payment_source: order.payment_source } : {}),
        links: order.links,
      },
    }
  }

  function capture(order: Order, representation: boolean): DoubleAnswer {
    if (order.status === 'COMPLETED')
      return unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      )
    if (order.status !== 'APPROVED')
      return unprocessable(
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment. Please redirect the payer ' +
          "to the 'rel':'approve' url returned as part of the HATEOAS links within the " +
          'Create Order call or provide a valid payment_source in the request.',
      )
    const outcome = outcomes.get(order.id) ?? 'COMPLETED'
    counts.captures += 1
    if (outcome === 'INSTRUMENT_DECLINED')
      return unprocessable(
        'INSTRUMENT_DECLINED',
        "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      )
    const unit = order.purchase_units[0]!
    const paid = [...orders.values()].some(
      (other) =>
        other.id !== order.id &&
        other.purchase_units[0]?.invoice_id === unit.invoice_id &&
        unit.invoice_id &&
        other.purchase_units[0]?.payments?.captures.some((c) => c.status === 'COMPLETED'),
    )
    if (paid)
      return unprocessable(
        'DUPLICATE_INVOICE_ID',
        'Duplicate Invoice ID detected. To avoid a potential duplicate transaction ' +
          'your account setting requires that Invoice ID be unique for each transaction.',
      )
    const now = paypalTime()
    const money = { currency_code: unit.amount!.currency_code, value: unit.amount!.value }
    const captureId = randomId(17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')
    unit.payments = {
      captures: [
        {
          id: captureId,
          status: outcome,
          ...(outcome === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
          amount: money,
          final_capture: true,
          seller_protection: {
            status: 'ELIGIBLE',
            dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
          },
          ...(outcome === 'COMPLETED'
            ? {
                seller_receivable_breakdown: {
                  gross_amount: money,
                  paypal_fee: { currency_code: money.currency_code, value: '0.49' },
                  net_amount: { currency_code: money.currency_code, value: money.value },
                },
              }
            : {}),
          ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
          ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
          links: [
            { href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
          ],
          create_time: now,
          update_time: now,
        },
      ],
    }
    order.status = 'COMPLETED'
    order.update_time = now
    order.links = [
      { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ]
    const minimal = {
      id: order.id,
      status: order.status,
      payment_source: order.payment_source,
      purchase_units: [{ reference_id: unit.reference_id, payments: unit.payments }],
      payer: order.payer,
      links: order.links,
    }
    return { status: 201, body: representation ? structuredClone(order) : minimal }
  }

  /** Payments v2 refund of a capture: in full (no amount) or in part, never past what is left. */
  function refundCapture(captureId: string, body: Record<string, unknown>): DoubleAnswer {
    const captured = [...orders.values()]
      .flatMap((order) => order.purchase_units[0]?.payments?.captures ?? [])
      .find((c) => c.id === captureId)
    if (!captured) {
      return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
        {
          field: 'capture_id',
          value: captureId,
          location: 'path',
          issue: 'INVALID_RESOURCE_ID',
          description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
        },
      ])
    }
    if (captured.status === 'REFUNDED')
      return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.')
    if (captured.status !== 'COMPLETED' && captured.status !== 'PARTIALLY_REFUNDED')
      return unprocessable('REFUND_NOT_ALLOWED', 'Refund cannot be issued for this capture.')
    const toCents = (value: string) => Math.round(Number(value) * 100)
    const already = (refundsByCapture.get(captureId) ?? []).reduce((sum, value) => sum + value, 0)
    const left = toCents(captured.amount.value) - already
    const asked = body.amount as Money | undefined
    if (asked && asked.currency_code !== captured.amount.currency_code)
      return unprocessable('REFUND_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture.')
    const cents = asked ? toCents(asked.value) : left
    if (!(cents > 0) || cents > left)
      return unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      )
    refundsByCapture.set(captureId, [...(refundsByCapture.get(captureId) ?? []), cents])
    captured.status = cents === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
    captured.update_time = paypalTime()
    counts.refunds += 1
    const id = randomId(17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')
    const now = paypalTime()
    return {
      status: 201,
      body: {
        id,
        status: 'COMPLETED',
        amount: { currency_code: captured.amount.currency_code, value: (cents / 100).toFixed(2) },
        ...(captured.invoice_id ? { invoice_id: captured.invoice_id } : {}),
        ...(captured.custom_id ? { custom_id: captured.custom_id } : {}),
        create_time: now,
        update_time: now,
        links: [
          { href: `https://api.sandbox.paypal.com/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
          { href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
        ],
      },
    }
  }

  function verifySignature(body: Record<string, unknown>): DoubleAnswer {
    const required = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
      'webhook_event',
    ]
    const absent = required.find((name) => body[name] === undefined || body[name] === '')
    if (absent)
      return paypalError(400, 'VALIDATION_ERROR', 'Invalid request - see details', [
        { field: absent, location: 'body', issue: 'MISSING_REQUIRED_PARAMETER', description: `${absent} is required` },
      ])
    const expected = sign(
      String(body.transmission_id),
      String(body.transmission_time),
      String(body.webhook_id),
      JSON.stringify(body.webhook_event),
    )
    const valid = body.webhook_id === WEBHOOK_ID && body.transmission_sig === expected && body.cert_url === CERT_URL
    return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } }
  }

  const known = knownIn(orders, 'fakePayPal: no order')

  return {
    ...server,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    webhookId: WEBHOOK_ID,
    orders,
    counts,
    requests,
    /** The settings that point the server's PayPal provider at this double. */
    env: () => ({
      PAYPAL_CLIENT_ID: CLIENT_ID,
      PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
      PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
      PAYPAL_API_URL: server.url,
    }),
    /** The buyer approves the order in PayPal's popup; `capture` decides how the server's capture will go. */
    approve(orderId: string, capture: CaptureOutcome = 'COMPLETED') {
      const order = known(orderId)
      if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'APPROVED')
        throw new Error(`fakePayPal: order ${orderId} is ${order.status}`)
      order.status = 'APPROVED'
      order.update_time = paypalTime(Math.max(Date.now(), Date.parse(order.update_time) + 1000))
      order.payer = {
        name: { given_name: 'Pat', surname: 'Buyer' },
        email_address: 'pat.buyer@example.com',
        payer_id: 'FAKEPAYER01',
      }
      order.payment_source = {
        paypal: {
          email_address: 'pat.buyer@example.com',
          account_id: 'FAKEPAYER01',
          account_status: 'VERIFIED',
          name: order.payer.name,
        },
      }
      order.links = orderLinks(orderId, 'approve').filter((link) => link.rel !== 'approve')
      outcomes.set(orderId, capture)
    },
    /** A PENDING capture finishing, as PayPal would later (then send `PAYMENT.CAPTURE.COMPLETED` / `DENIED`). */
    settle(orderId: string, outcome: 'COMPLETED' | 'DECLINED') {
      const capture = known(orderId).purchase_units[0]?.payments?.captures[0]
      if (capture?.status !== 'PENDING') throw new Error(`fakePayPal: order ${orderId} has no PENDING capture`)
      capture.status = outcome
      delete capture.status_details
      capture.update_time = paypalTime()
    },
    /** Another server captures this order between our server's read of it and its own capture call. */
    raceNextCapture(orderId: string) {
      racing.add(known(orderId).id)
    },
    /** PayPal stops accepting the tokens it issued (expired early, revoked). */
    revokeTokens() {
      tokens.clear()
    },
    /**
     * A webhook as PayPal would send it about the order's current state (`CHECKOUT.ORDER.*`: the order;
     * `PAYMENT.CAPTURE.*`: its capture, with the order id in supplementary_data): raw body and headers.
     */
    signedEvent(eventType: string, orderId: string, overrides: { webhookId?: string } = {}) {
      const order = known(orderId)
      const captured = order.purchase_units[0]?.payments?.captures[0]
      const aboutCapture = eventType.startsWith('PAYMENT.CAPTURE.')
      if (aboutCapture && !captured) throw new Error(`fakePayPal: order ${orderId} has no capture yet`)
      const resource = aboutCapture
        ? { ...structuredClone(captured), supplementary_data: { related_ids: { order_id: orderId } } }
        : structuredClone(order)
      const event = {
        id:
          `WH-${randomId(17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}-` +
          `${randomId(17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`,
        event_version: '1.0',
        create_time: paypalTime(),
        resource_type: aboutCapture ? 'capture' : 'checkout-order',
        resource_version: '2.0',
        event_type: eventType,
        summary: `${eventType} for order ${orderId}`,
        resource,
        links: [
          {
            href: `https://api.sandbox.paypal.com/v1/notifications/webhooks-events/${orderId}`,
            rel: 'self',
            method: 'GET',
          },
        ],
      }
      const body = JSON.stringify(event)
      const transmissionId = randomUUID()
      const transmissionTime = new Date().toISOString()
      return {
        event,
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': transmissionTime,
          'paypal-transmission-sig': sign(transmissionId, transmissionTime, overrides.webhookId ?? WEBHOOK_ID, body),
          'paypal-cert-url': CERT_URL,
          'paypal-auth-algo': 'SHA256withRSA',
        },
      }
    },
  }
}

export type FakePayPal = ReturnType<typeof fakePayPal>

const header = (request: DoubleRequest, name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** PayPal writes times to the second: 2026-04-01T21:20:49Z. */
const paypalTime = (ms = Date.now()) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z')

const sign = (transmissionId: string, time: string, webhookId: string, eventJson: string) =>
  createHmac('sha256', SIGNING_KEY).update(`${transmissionId}|${time}|${webhookId}|${eventJson}`).digest('base64')

const orderLinks = (id: string, approval: 'approve' | 'payer-action'): Link[] => [
  { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
  { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: approval, method: 'GET' },
  { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${id}`, rel: 'update', method: 'PATCH' },
  { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
]

type Issue = { field?: string; value?: string; location?: string; issue: string; description: string }

const issue = (field: string, name: string, description: string): Issue => ({
  field,
  location: 'body',
  issue: name,
  description,
})

/** PayPal's own checks on a purchase unit's money: decimals, the item total and the amount must agree. */
function unitProblem(unit: PurchaseUnitBody, index: number): Issue | undefined {
  const at = `/purchase_units/@reference_id=='${unit.reference_id ?? 'default'}'`
  const amount = unit.amount
  if (!amount?.currency_code || typeof amount.value !== 'string')
    return issue(`/purchase_units/${index}/amount`, 'MISSING_REQUIRED_PARAMETER', 'amount is required')
  const cents = (money: Money | undefined) =>
    money && /^\d+(\.\d{1,2})?$/.test(money.value) ? Math.round(Number(money.value) * 100) : NaN
  if (!/^\d+(\.\d{1,2})?$/.test(amount.value))
    return issue(
      `${at}/amount/value`,
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
    )
  const items = unit.items ?? []
  if (items.length === 0) return undefined
  const itemTotal = amount.breakdown?.item_total
  if (!itemTotal)
    return issue(
      `${at}/amount/breakdown/item_total`,
      'ITEM_TOTAL_REQUIRED',
      'If item details are specified (items.unit_amount and items.quantity) ' +
        'corresponding amount.breakdown.item_total is required.',
    )
  for (const item of items) {
    if (!item.name || !item.quantity || !item.unit_amount)
      return issue(`${at}/items`, 'MISSING_REQUIRED_PARAMETER', 'items need name, quantity and unit_amount')
    if (item.category && !['DIGITAL_GOODS', 'PHYSICAL_GOODS', 'DONATION'].includes(item.category))
      return issue(
        `${at}/items/category`,
        'INVALID_PARAMETER_VALUE',
        'category must be DIGITAL_GOODS, PHYSICAL_GOODS or DONATION',
      )
    if (item.unit_amount.currency_code !== amount.currency_code)
      return issue(
        `${at}/items/unit_amount/currency_code`,
        'CURRENCY_MISMATCH',
        'Currency code should be the same for all amounts.',
      )
  }
  const sum = items.reduce((total, item) => total + cents(item.unit_amount) * Number(item.quantity), 0)
  if (sum !== cents(itemTotal))
    return issue(
      `${at}/amount/breakdown/item_total`,
      'ITEM_TOTAL_MISMATCH',
      'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit',
    )
  const breakdown = amount.breakdown ?? {}
  const expected =
    cents(itemTotal) +
    (cents(breakdown.tax_total) || 0) +
    (cents(breakdown.shipping) || 0) +
    (cents(breakdown.handling) || 0) -
    (cents(breakdown.discount) || 0)
  if (expected !== cents(amount))
    return issue(
      `${at}/amount/value`,
      'AMOUNT_MISMATCH',
      'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
    )
  return undefined
}

function unprocessable(name: string, description: string): DoubleAnswer {
  return paypalError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [{ issue: name, description }],
  )
}

function paypalError(status: number, name: string, message: string, details: Issue[]): DoubleAnswer {
  return {
    status,
    body: {
      name,
      message,
      debug_id: randomId(13, '0123456789abcdef'),
      details,
      links: details[0]
        ? [
            {
              href: `https://developer.paypal.com/docs/api/orders/v2/#error-${details[0].issue}`,
              rel: 'information_link',
              method: 'GET',
            },
          ]
        : [],
    },
  }
}
