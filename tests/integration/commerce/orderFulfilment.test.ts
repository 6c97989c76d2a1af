import { createLocalReq, type PayloadRequest, type SelectField } from 'payload'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Order, User } from '@/payload-types'
import { newPublicRef } from '@/platform/tokens/publicRef'

import { useCheckoutSite } from '../../support/checkout'
import { testDatabase } from '../../support/payload'
import { createStaff, type StaffUser } from '../../support/staffUsers'

// Staff move orders on in the admin: the real Orders collection and its hooks, with Stripe and PayPal
// configured against their local doubles (refunds go through their APIs), on a fresh database.
let moderator: StaffUser
let admin: StaffUser
const PASSWORD = 'a-long-test-password'

const site = useCheckoutSite(async (started) => {
  // The admin first: the very first account is always made an admin.
  admin = await createStaff(started.payload, { email: 'admin@tubwise.example', password: PASSWORD, role: 'admin' })
  moderator = await createStaff(started.payload, {
    email: 'mod@tubwise.example',
    password: PASSWORD,
    role: 'moderator',
  })
  expect(moderator.role).toBe('moderator')
})

const LINES = [
  { sku: 'ENZ-16', name: 'Enzyme spa treatment 16 oz', quantity: 2, unitPrice: 2495, extended: 4990 },
  { sku: 'ENZ-32', name: 'Enzyme spa treatment 32 oz', quantity: 1, unitPrice: 3995, extended: 3995 },
]
const SUBTOTAL = 8985
const TAX = 719
const TOTAL = SUBTOTAL + TAX

let buyers = 0
const buyerEmail = () => `fulfil${++buyers}@example.com`

type Provider = 'demo' | 'stripe' | 'paypal'

/** A payment the provider (or its double) really holds as succeeded, for `amount` cents. */
async function paidAtProvider(provider: Provider, orderRef: string, amount: number, email: string): Promise<string> {
  if (provider === 'demo') return `demo_pi_${orderRef}`
  const { cardProvider, walletProvider } = await import('@/commerce/providers')
  const request = {
    orderRef,
    product: 'products',
    description: 'Spa products',
    amount,
    currency: 'usd',
    email,
    idempotencyKey: `order-${orderRef}`,
  }
  if (provider === 'stripe') {
    const { paymentRef } = await cardProvider(site.payload)!.create(request)
    expect(site.stripe.confirm(paymentRef, 'pm_card_visa')).toBe('succeeded')
    return paymentRef
  }
  const wallet = walletProvider()!
  const { paymentRef } = await wallet.create(request)
  site.paypal.approve(paymentRef)
  expect((await wallet.verify(paymentRef)).state).toBe('succeeded')
  return paymentRef
}

/** A paid order as fulfilment leaves it: a spa-product order (lines, address) or a service. */
async function paidOrder(
  options: { provider?: Provider; product?: 'products' | 'eval'; status?: Order['status'] } = {},
): Promise<Order> {
  const { provider = 'stripe', product = 'products', status = 'paid' } = options
  const orderRef = newPublicRef()
  const email = buyerEmail()
  const amount = product === 'products' ? TOTAL : 995
  const paymentRef =
    status === 'pending' ? `pending-${orderRef}` : await paidAtProvider(provider, orderRef, amount, email)
  const spa =
    product === 'products'
      ? {
          lines: LINES,
          subTotal: SUBTOTAL,
          tax: TAX,
          shipTo: { address: '1 Spa Way', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
        }
      : {}
  return site.payload.create({
    collection: 'orders',
    data: {
      orderRef,
      product,
      status,
      amount,
      currency: 'usd',
      provider,
      paymentRef,
      name: 'Robin Buyer',
      email,
      ...(status === 'pending' ? {} : { paidAt: new Date().toISOString() }),
      ...spa,
    },
    overrideAccess: true,
  })
}

/** A moderator's save, through access control, as the admin makes it. */
const asStaff = (order: Order, data: Partial<Order>) =>
  site.payload.update({ collection: 'orders', id: order.id, data, user: moderator, overrideAccess: false })
/** An admin's save: refunds are theirs alone. */
const asAdmin = (order: Order, data: Partial<Order>) =>
  site.payload.update({ collection: 'orders', id: order.id, data, user: admin, overrideAccess: false })

type Staff = StaffUser

/** A press of the order's Refund button by `user`: the endpoint's unit of work, its refusal thrown. */
async function refundAs(user: Staff, order: Order): Promise<Order> {
  const { refundOrderByStaff } = await import('@/commerce/server/refundByStaff')
  const { providerOfPayment } = await import('@/commerce/providers')
  const refund = await refundOrderByStaff(await createLocalReq({ user }, site.payload), order.id, providerOfPayment)
  if (!refund.ok) throw new Error(refund.message)
  return refund.order
}
const refundAsAdmin = (order: Order) => refundAs(admin, order)

const reread = (order: Order) =>
  site.payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })

const shippedMails = async (order: Order) =>
  (
    await site.payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: order.email } }, { template: { equals: 'order-shipped' } }] },
      overrideAccess: true,
    })
  ).docs

const SHIP = { status: 'shipped' as const, shipping: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } }

describe(`spa-product orders: staff ship and deliver them (${testDatabase()})`, () => {
  it('refuses "shipped" without a carrier and a tracking number, and changes nothing', async () => {
    const order = await paidOrder()
    await expect(asStaff(order, { status: 'shipped' })).rejects.toThrow(
      'Enter the carrier and the tracking number to mark this order shipped.',
    )
    await expect(
      asStaff(order, { status: 'shipped', shipping: { carrier: 'UPS', trackingNumber: '  ' } }),
    ).rejects.toThrow('Enter the carrier and the tracking number')
    expect(await reread(order)).toMatchObject({
      status: 'paid',
      shipping: { carrier: null, trackingNumber: null, shippedAt: null },
    })
    expect(await shippedMails(order)).toHaveLength(0)
  })

  it(
    'keeps what the checkout and the provider wrote: staff saves ' +
      'leave amount, buyer, lines, address and sale id as they were',
    async () => {
      const order = await paidOrder()
      const tampered = {
        amount: 1,
        email: 'someone-else@example.com',
        paymentRef: 'pi_other',
        lines: [{ sku: 'X', name: 'X', quantity: 1, unitPrice: 1, extended: 1 }],
        shipTo: { address: '1 Other Road', city: 'Elsewhere', state: 'WI', zip: '53703', country: 'US' },
        crm: { status: 'synced' as const, contactId: '999' },
        staffNotes: 'Called the buyer.',
      }
      await asStaff(order, tampered)
      const kept = await reread(order)
      expect(kept.staffNotes).toBe('Called the buyer.')
      // What only the buyer's purchase sets: staff edits leave it as it was.
      const bought = (o: typeof order) => ({
        amount: o.amount,
        email: o.email,
        paymentRef: o.paymentRef,
        lines: o.lines?.map(({ sku, quantity }) => ({ sku, quantity })),
        shipTo: o.shipTo,
        crm: o.crm?.contactId ?? null,
      })
      expect(bought(kept)).toEqual(bought(order))
    },
  )

  it('shows the refusal in the admin: its REST route answers 400 with the message', async () => {
    const order = await paidOrder()
    const { PATCH } = await import('@/app/(payload)/api/cms/[...slug]/route')
    const { token } = await site.payload.login({
      collection: 'users',
      data: { email: moderator.email, password: PASSWORD },
    })
    const response = await PATCH(
      new Request(`http://localhost/api/cms/orders/${order.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', Authorization: `JWT ${token}`, origin: 'http://localhost' },
        body: JSON.stringify({ status: 'shipped', shipping: { carrier: 'UPS' } }),
      }),
      { params: Promise.resolve({ slug: ['orders', String(order.id)] }) },
    )
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(
      'Enter the carrier and the tracking number to mark this order shipped.',
    )
    expect((await reread(order)).status).toBe('paid')
  })

  it(
    'ships: stamps shippedAt and e-mails the buyer once, ' + 'with carrier, tracking number, lines and order reference',
    async () => {
      const order = await paidOrder()
      const saved = await asStaff(order, SHIP)
      expect(saved).toMatchObject({
        status: 'shipped',
        shipping: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: expect.any(String) },
      })
      const [mail, ...more] = await shippedMails(order)
      expect(more).toHaveLength(0)
      expect(mail!.subject).toContain(order.orderRef)
      for (const part of [
        'UPS',
        '1Z999AA10123456784',
        order.orderRef,
        '2 x Enzyme spa treatment 16 oz',
        '1 x Enzyme spa treatment 32 oz',
        'Hi Robin Buyer',
      ]) {
        expect(mail!.text).toContain(part)
      }

      // Saved again (a note, the tracking number corrected, "shipped" once more): no second e-mail, the stamp stays.
      const shippedAt = saved.shipping!.shippedAt
      await asStaff(order, { ...SHIP, staffNotes: 'Left the warehouse at noon.' })
      const corrected = await asStaff(order, {
        shipping: { carrier: 'UPS', trackingNumber: '1Z999AA10123456785', shippedAt: null },
      })
      expect(corrected.shipping).toMatchObject({ trackingNumber: '1Z999AA10123456785', shippedAt })
      expect(await shippedMails(order)).toHaveLength(1)
      expect((await reread(order)).shipping?.shippedAt).toBe(shippedAt)
    },
  )

  it('ships once when three saves mark it shipped at the same time', async () => {
    const order = await paidOrder()
    await Promise.allSettled([1, 2, 3].map(() => asStaff(order, SHIP)))
    expect((await reread(order)).status).toBe('shipped')
    expect(await shippedMails(order)).toHaveLength(1)
  })

  it('refuses clearing the tracking number of a shipped order', async () => {
    const order = await paidOrder()
    await asStaff(order, SHIP)
    await expect(asStaff(order, { shipping: { carrier: 'UPS', trackingNumber: '' } })).rejects.toThrow(
      'Enter the carrier and the tracking number',
    )
    expect((await reread(order)).shipping?.trackingNumber).toBe('1Z999AA10123456784')
  })

  it('delivers: stamps deliveredAt; nothing goes back, and tracking stays as shipped', async () => {
    const order = await paidOrder()
    await asStaff(order, SHIP)
    const delivered = await asStaff(order, { status: 'delivered' })
    expect(delivered.shipping?.deliveredAt).toEqual(expect.any(String))
    expect((await reread(order)).shipping?.deliveredAt).toBe(delivered.shipping?.deliveredAt)
    await expect(asStaff(order, { status: 'shipped' })).rejects.toThrow(
      'A delivered order can only become refunded; it cannot go to shipped.',
    )
    await expect(asStaff(order, { status: 'paid' })).rejects.toThrow('A delivered order can only become refunded')
    await expect(asStaff(order, { shipping: { carrier: 'FedEx', trackingNumber: '1234' } })).rejects.toThrow(
      'The carrier and tracking number can only be changed while the order is paid or shipped.',
    )
    expect(await reread(order)).toMatchObject({ status: 'delivered', shipping: { carrier: 'UPS' } })
  })

  it('refuses skipping "shipped", and any change to a pending or refunded order', async () => {
    const paid = await paidOrder()
    await expect(asStaff(paid, { status: 'delivered' })).rejects.toThrow(
      'A paid order can only become shipped or refunded; it cannot go to delivered.',
    )
    await expect(asStaff(paid, { status: 'pending' })).rejects.toThrow(
      'A paid order can only become shipped or refunded',
    )

    const pending = await paidOrder({ status: 'pending' })
    for (const status of ['paid', 'shipped', 'refunded'] as const) {
      await expect(asStaff(pending, { status, ...(status === 'shipped' ? SHIP : {}) })).rejects.toThrow(
        'This order is still waiting for its payment: only the payment can change its status.',
      )
    }
    expect((await reread(pending)).status).toBe('pending')

    const refunded = await paidOrder()
    await refundAsAdmin(refunded)
    for (const status of ['paid', 'shipped', 'delivered', 'pending'] as const) {
      await expect(
        asStaff(refunded, { status, ...(status === 'shipped' ? { shipping: SHIP.shipping } : {}) }),
      ).rejects.toThrow('This order has been refunded: that is final, and its status cannot change.')
    }
    expect((await reread(refunded)).status).toBe('refunded')
  })

  it('refuses to ship an order paid with the demo provider, and changes nothing', async () => {
    const order = await paidOrder({ provider: 'demo' })
    await expect(asStaff(order, SHIP)).rejects.toThrow(
      'This order was paid with the DEMO payment provider: no money was taken, so it cannot be shipped.',
    )
    expect(await reread(order)).toMatchObject({ status: 'paid', shipping: { shippedAt: null, carrier: null } })
    expect(await shippedMails(order)).toHaveLength(0)
  })

  it('lets staff write notes on any order without touching its status', async () => {
    const order = await paidOrder({ status: 'pending' })
    expect((await asStaff(order, { staffNotes: 'Buyer called about the card.' })).staffNotes).toBe(
      'Buyer called about the card.',
    )
  })
})

describe(`refunds go through the order's provider (${testDatabase()})`, () => {
  const stripeRefundCalls = () =>
    site.stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds')
  const paypalRefundCalls = (captureId: string) =>
    site.paypal.requests.filter((request) => request.path === `/v2/payments/captures/${captureId}/refund`)

  it(
    'Stripe: one refund of the whole payment, with the order' + ' as idempotency key; a second press refunds nothing',
    async () => {
      const order = await paidOrder({ provider: 'stripe' })
      await asStaff(order, SHIP)
      const before = stripeRefundCalls().length
      const refunded = await refundAsAdmin(order)
      const calls = stripeRefundCalls().slice(before)
      expect(calls).toHaveLength(1)
      expect(calls[0]).toMatchObject({
        idempotencyKey: `refund-${order.orderRef}`,
        params: { payment_intent: order.paymentRef, amount: String(TOTAL) },
      })
      const [refund] = [...site.stripe.refunds.values()].filter((r) => r.payment_intent === order.paymentRef)
      expect(refunded).toMatchObject({ status: 'refunded', refundRef: refund!.id, refundedAt: expect.any(String) })
      expect(refund!.amount).toBe(TOTAL)

      await expect(refundAsAdmin(order)).rejects.toThrow('This order has been refunded already.')
      await asAdmin(order, { status: 'refunded', staffNotes: 'Refunded: arrived broken.' })
      expect(stripeRefundCalls().length).toBe(before + 1)
      expect(await reread(order)).toMatchObject({ refundRef: refund!.id, refundedAt: refunded.refundedAt })
    },
  )

  it("PayPal: refunds the order's capture once, with PayPal-Request-Id", async () => {
    const order = await paidOrder({ provider: 'paypal' })
    const capture = site.paypal.orders.get(order.paymentRef)!.purchase_units[0]!.payments!.captures[0]!
    const refunded = await refundAsAdmin(order)
    const calls = paypalRefundCalls(capture.id)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      method: 'POST',
      requestId: `refund-${order.orderRef}`,
      body: { amount: { currency_code: 'USD', value: '97.04' } },
    })
    expect(capture.status).toBe('REFUNDED')
    expect(refunded).toMatchObject({
      status: 'refunded',
      refundRef: expect.stringMatching(/^[A-Z0-9]{17}$/),
      refundedAt: expect.any(String),
    })

    await expect(refundAsAdmin(order)).rejects.toThrow('This order has been refunded already.')
    expect(paypalRefundCalls(capture.id)).toHaveLength(1)
  })

  it(
    'refuses the refund, changing nothing, while the provider' + ' cannot be reached; it goes through once it is back',
    async () => {
      // The refund, tried while the provider's double is down, is refused and leaves the order paid.
      const refusedWhileDown = async (provider: 'stripe' | 'paypal', name: string) => {
        const paid = await paidOrder({ provider })
        await site[provider].stop()
        try {
          await expect(refundAsAdmin(paid)).rejects.toThrow(
            `${name} could not be reached to refund this order, so nothing was changed.`,
          )
        } finally {
          await site[provider].start()
        }
        expect(await reread(paid)).toMatchObject({ status: 'paid', refundedAt: null, refundRef: null })
        return paid
      }
      const order = await refusedWhileDown('stripe', 'Stripe')
      await refusedWhileDown('paypal', 'PayPal')

      expect((await refundAsAdmin(order)).refundRef).toMatch(/^re_/)
    },
  )

  it('refuses the refund when the provider says no, with its reason', async () => {
    const order = await paidOrder({ provider: 'stripe' })
    // Refunded at Stripe already (in its dashboard, say), under another key.
    const { default: Stripe } = await import('stripe')
    const stripe = new Stripe(site.stripe.secretKey, {
      host: '127.0.0.1',
      port: new URL(site.stripe.url).port,
      protocol: 'http',
    })
    await stripe.refunds.create({ payment_intent: order.paymentRef })
    await expect(refundAsAdmin(order)).rejects.toThrow(
      /^Stripe refused the refund: Charge ch_\w+ has already been refunded\. Nothing was changed\.$/,
    )
    expect(await reread(order)).toMatchObject({ status: 'paid', refundRef: null })
  })

  it('refuses the refund of an order paid with a provider that is no longer configured', async () => {
    const order = await paidOrder({ provider: 'paypal' })
    const saved = { ...process.env }
    delete process.env.PAYPAL_CLIENT_ID
    try {
      await expect(refundAsAdmin(order)).rejects.toThrow(
        'This order was paid with PayPal, which is no longer configured on this site, ' +
          'so it cannot be refunded from here.',
      )
    } finally {
      process.env.PAYPAL_CLIENT_ID = saved.PAYPAL_CLIENT_ID
    }
    expect((await reread(order)).status).toBe('paid')
  })

  it("refuses a moderator's refund and changes nothing: no provider is called", async () => {
    const order = await paidOrder({ provider: 'stripe' })
    const before = stripeRefundCalls().length
    await expect(asStaff(order, { status: 'refunded' })).rejects.toThrow('Only an admin can refund an order.')
    await expect(refundAs(moderator, order)).rejects.toThrow('Only an admin can refund an order.')
    expect(stripeRefundCalls().length).toBe(before)
    expect(await reread(order)).toMatchObject({ status: 'paid', refundedAt: null, refundRef: null })
  })

  it(
    'refuses "refunded" by a save, even an admin\'s: only' + ' the Refund button, which asks the provider, sets it',
    async () => {
      const order = await paidOrder({ provider: 'stripe' })
      const before = stripeRefundCalls().length
      await expect(asAdmin(order, { status: 'refunded' })).rejects.toThrow(
        'To refund this order, use its Refund button: the payment provider refunds it first. Nothing was changed.',
      )
      expect(stripeRefundCalls().length).toBe(before)
      expect(await reread(order)).toMatchObject({ status: 'paid', refundedAt: null, refundRef: null })
    },
  )

  it('asks the provider outside any transaction: no database session is open while it answers', async () => {
    const order = await paidOrder({ provider: 'stripe' })
    const held = site.stripe.holdAnswers()
    const refunding = refundAsAdmin(order)
    try {
      await held.arrived
      expect(Object.keys(site.payload.db.sessions ?? {})).toEqual([])
    } finally {
      held.release()
    }
    expect(await refunding).toMatchObject({ status: 'refunded', refundRef: expect.stringMatching(/^re_/) })
  })

  it(
    'answers the Refund button over HTTP: refused for anyone' + ' but an admin, for an unknown or pending order',
    async () => {
      const { POST } = await import('@/app/(payload)/api/cms/[...slug]/route')
      const tokenOf = async (user: Staff) =>
        (await site.payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })).token
      const press = async (user: Staff | null, id: string) => {
        const headers: Record<string, string> = { origin: 'http://localhost' }
        if (user) headers.Authorization = `JWT ${await tokenOf(user)}`
        const response = await POST(
          new Request(`http://localhost/api/cms/order-refunds/${id}`, { method: 'POST', headers }),
          { params: Promise.resolve({ slug: ['order-refunds', id] }) },
        )
        return { status: response.status, body: (await response.json()) as unknown }
      }
      const order = await paidOrder({ provider: 'demo' })
      const pending = await paidOrder({ status: 'pending' })
      const refusal = (message: string) => ({ errors: [{ message }] })
      expect(await press(null, String(order.id))).toEqual({
        status: 401,
        body: refusal('Sign in as an admin to refund an order.'),
      })
      expect(await press(moderator, String(order.id))).toEqual({
        status: 403,
        body: refusal('Only an admin can refund an order.'),
      })
      for (const id of ['999999', 'abc', '-1', '1.5'])
        expect(await press(admin, id)).toEqual({ status: 404, body: refusal('No such order.') })
      expect(await press(admin, String(pending.id))).toEqual({
        status: 409,
        body: refusal('This order is still waiting for its payment: only the payment can change its status.'),
      })
      expect((await reread(order)).status).toBe('paid')
      const done = await press(admin, String(order.id))
      expect(done).toEqual({
        status: 200,
        body: { status: 'refunded', refundRef: expect.stringMatching(/^demo-refund-/) },
      })
      expect(await press(admin, String(order.id))).toEqual({
        status: 409,
        body: refusal('This order has been refunded already.'),
      })
    },
  )

  it('offers "refunded" in the admin to nobody: it comes from the Refund button', () => {
    const field = site.payload.collections.orders.config.flattenedFields.find(
      (candidate) => candidate.name === 'status',
    ) as SelectField
    const offered = (user: User) =>
      field.filterOptions!({
        options: field.options,
        data: { status: 'paid' },
        siblingData: {},
        req: { user } as PayloadRequest,
      }).map((option) => (typeof option === 'string' ? option : option.value))
    expect(offered(admin)).toEqual(['pending', 'paid', 'shipped', 'delivered'])
    expect(offered(moderator)).toEqual(['pending', 'paid', 'shipped', 'delivered'])
  })

  it('demo: the refund is recorded only, no provider is called', async () => {
    const order = await paidOrder({ provider: 'demo' })
    const stripeBefore = site.stripe.requests.length
    const paypalBefore = site.paypal.requests.length
    const refunded = await refundAsAdmin(order)
    expect(refunded).toMatchObject({
      status: 'refunded',
      refundRef: expect.stringMatching(/^demo-refund-[0-9a-f]{24}$/),
      refundedAt: expect.any(String),
    })
    expect(site.stripe.requests.length).toBe(stripeBefore)
    expect(site.paypal.requests.length).toBe(paypalBefore)
  })
})

describe(`service orders (${testDatabase()})`, () => {
  it('paid → refunded still works; there is nothing to ship', async () => {
    const order = await paidOrder({ product: 'eval', provider: 'stripe' })
    await expect(asStaff(order, SHIP)).rejects.toThrow(
      'A service order has nothing to ship or deliver: a paid service order can only be marked refunded.',
    )
    await expect(asStaff(order, { shipping: SHIP.shipping })).rejects.toThrow(
      'A service order has no shipping to record.',
    )
    expect(await reread(order)).toMatchObject({ status: 'paid', shipping: { shippedAt: null } })
    expect(await refundAsAdmin(order)).toMatchObject({
      status: 'refunded',
      refundRef: expect.stringMatching(/^re_/),
      refundedAt: expect.any(String),
    })
    expect([...site.stripe.refunds.values()].find((refund) => refund.payment_intent === order.paymentRef)?.amount).toBe(
      995,
    )
  })
})

describe(`the admin's order queues (${testDatabase()})`, () => {
  const html = async (component: Promise<ReactElement | null>) => {
    const element = await component
    return element ? renderToStaticMarkup(element) : ''
  }
  const queueLinks = async () => {
    const { OrderQueueLinks } = await import('@/commerce/admin/OrderQueueLinks')
    return html(OrderQueueLinks({ payload: site.payload }))
  }
  const counted = (markup: string, label: string) =>
    Number(new RegExp(`>${label} \\(<strong>(\\d+)</strong>\\)<`).exec(markup)?.[1])

  it('counts what waits to ship and what has shipped, and links each queue to the filtered list', async () => {
    const before = await queueLinks()
    const order = await paidOrder()
    await paidOrder({ product: 'eval' })
    await paidOrder({ provider: 'demo' }) // never shipped: waits in no queue
    const after = await queueLinks()
    expect(counted(after, 'To ship')).toBe(counted(before, 'To ship') + 1)
    await asStaff(order, SHIP)
    const shipped = await queueLinks()
    expect(counted(shipped, 'To ship')).toBe(counted(before, 'To ship'))
    expect(counted(shipped, 'Shipped')).toBe(counted(before, 'Shipped') + 1)
    for (const label of ['Paid services', 'Refunded', 'All']) expect(shipped).toContain(`>${label}</a>`)

    const { ORDER_QUEUES, orderQueueUrl } = await import('@/commerce/admin/orderQueues')
    expect(orderQueueUrl(ORDER_QUEUES[0]!)).toBe(
      '/admin/collections/orders?where%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=paid' +
        '&where%5Band%5D%5B1%5D%5Bproduct%5D%5Bequals%5D=products' +
        '&where%5Band%5D%5B2%5D%5Bprovider%5D%5Bnot_equals%5D=demo',
    )
    // Each link's query, read back as Payload's list reads it, finds what the link counts.
    const { parse } = await import('qs-esm')
    for (const queue of ORDER_QUEUES) {
      const query = parse(orderQueueUrl(queue).split('?')[1] ?? '', { depth: 10 }) as { where?: object }
      const { totalDocs } = await site.payload.count({
        collection: 'orders',
        where: (query.where ?? {}) as never,
        overrideAccess: true,
      })
      if (queue.counted) expect(totalDocs, queue.label).toBe(counted(shipped, queue.label))
      else expect(totalDocs, queue.label).toBeGreaterThan(0)
    }
  })

  it('shows moderators the dashboard panel with the count and a link; editors see nothing', async () => {
    const { DashboardOrdersToShip } = await import('@/commerce/admin/DashboardOrdersToShip')
    const { totalDocs } = await site.payload.count({
      collection: 'orders',
      where: {
        and: [
          { status: { equals: 'paid' } },
          { product: { equals: 'products' } },
          { provider: { not_equals: 'demo' } },
        ],
      },
      overrideAccess: true,
    })
    const panel = await html(DashboardOrdersToShip({ payload: site.payload, user: { role: 'moderator' } }))
    expect(panel).toContain('Orders waiting to ship')
    expect(panel).toContain(`${totalDocs} paid spa-product ${totalDocs === 1 ? 'order waits' : 'orders wait'} to ship.`)
    expect(panel).toContain('href="/admin/collections/orders?where%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=paid')
    expect(await html(DashboardOrdersToShip({ payload: site.payload, user: { role: 'editor' } }))).toBe('')
  })
})
