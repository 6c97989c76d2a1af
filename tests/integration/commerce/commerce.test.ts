import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverDueMail } from '@/platform/outbox/deliverDueMail'

import { orderOf, PAID_ROUTE, type Product, serviceRoutes } from '../../support/checkout'
import { freePort } from '../../support/postgres'
import { startTestPayload, testDatabase } from '../../support/payload'
import { post } from '../../support/shop'
import { smtpListener } from '../../support/smtpListener'

let payload: Payload
let smtp: ReturnType<typeof smtpListener>
let routes: Awaited<ReturnType<typeof serviceRoutes>>
let getEval: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>

beforeAll(async () => {
  const port: number = await freePort()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  delete process.env.PAYMENTS_DEMO
  smtp = smtpListener(port)
  await smtp.start()
  payload = await startTestPayload()
  routes = await serviceRoutes()
  getEval = (await import('@/app/api/ecomm/getEval/[id]/route')).GET
})
afterAll(async () => {
  await smtp?.stop()
  await payload?.destroy()
})

const outbox = async (to: string, template?: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: to } }, ...(template ? [{ template: { equals: template } }] : [])] },
      sort: 'id',
      limit: 100,
      overrideAccess: true,
    })
  ).docs
// What the app servers run (src/platform/jobs/jobRunner.ts), one round.
const runMailJobs = () => deliverDueMail(payload, 50)

let buyers = 0
type Buyer = { name: string; email: string; phone?: string }
const buyer = (product: Product): Buyer => {
  buyers += 1
  const email = `buyer${buyers}@example.com`
  return product === 'eval'
    ? { name: 'Robin Q Public', email }
    : { name: 'Robin Q Public', email, phone: '555 010 0199' }
}

/** Create → demo confirm with `card`: the intent id and the confirm answer. */
async function createAndConfirm(product: Product, who: Buyer, card = '4242424242424242') {
  const created = await post(routes.create, { product, ...who })
  expect(created.status).toBe(201)
  const paymentIntentId = created.body.paymentIntentId as string
  const confirmed = await post(routes.demoConfirm, { paymentIntentId, cardNumber: card })
  return { created, paymentIntentId, confirmed }
}

describe(`paid services through the demo provider (${testDatabase()})`, () => {
  it(
    'sells an evaluation: paid order, evaluation record,' + ' receipt with its /eval link, delivered over SMTP',
    async () => {
      const who = buyer('eval')
      const { created, paymentIntentId, confirmed } = await createAndConfirm('eval', who)
      expect(created.body).toMatchObject({
        provider: 'demo',
        amount: 995,
        currency: 'usd',
        paymentIntentId: expect.stringMatching(/^demo_pi_/),
      })
      expect(created.body.orderId).toMatch(/^[A-Za-z0-9_-]{24}$/)
      expect(created.body.client_secret).toEqual(expect.stringContaining(paymentIntentId))
      expect(confirmed).toEqual({ status: 200, body: { status: 'succeeded' } })

      const paid = await post(routes.paidEval, { ...who, paymentIntentId })
      expect(paid.status).toBe(201)
      const evalBody = paid.body.eval as { _id: string; email: string }
      expect(evalBody).toEqual({ _id: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/), email: who.email })

      const order = await orderOf(payload, paymentIntentId)
      expect(order).toMatchObject({
        status: 'paid',
        product: 'eval',
        provider: 'demo',
        amount: 995,
        email: who.email,
        orderRef: created.body.orderId,
      })
      expect(order.paidAt).toBeTruthy()
      const { docs } = await payload.find({
        collection: 'evaluations',
        where: { evalId: { equals: evalBody._id } },
        overrideAccess: true,
        depth: 0,
      })
      expect(docs[0]).toMatchObject({ status: 'received', email: who.email, order: order.id })
      expect(order.evaluation).toBe(docs[0]!.id)

      const [receipt, ...more] = await outbox(who.email)
      expect(more).toHaveLength(0)
      expect(receipt).toMatchObject({ template: 'receipt-eval' })
      expect(receipt!.text).toContain(`/eval/${evalBody._id}`)
      expect(receipt!.text).toContain('Total paid: 9.95 USD')
      expect(await outbox('staff@tubwise.example', 'order-paid-staff')).not.toHaveLength(0)
      // No money moved: the buyer and staff are told so, in the subject and the body.
      const staffNotice = (await outbox('staff@tubwise.example', 'order-paid-staff')).find((mail) =>
        mail.text?.includes(order.orderRef),
      )
      for (const mail of [receipt!, staffNotice!]) {
        expect(mail.subject).toMatch(/^\[DEMO\] /)
        expect(mail.text).toContain('DEMO ORDER: paid with the demo payment provider. No money was taken')
      }
      await runMailJobs()
      expect(
        smtp.received.some((mail) => mail.to.includes(who.email) && mail.raw.includes(`/eval/${evalBody._id}`)),
      ).toBe(true)
    },
  )

  for (const [product, source] of [
    ['pbs', 'Full PBS'],
    ['pbscheap', 'Minor PBS'],
  ] as const) {
    it(
      `sells ${product}: paid order, receipt, lead (${source}` + `) linked to it, and the information-request e-mail`,
      async () => {
        const who = buyer(product)
        const { paymentIntentId } = await createAndConfirm(product, who)
        const paid = await post(routes[PAID_ROUTE[product]], { ...who, paymentIntentId })
        const order = await orderOf(payload, paymentIntentId)
        expect(paid).toEqual({ status: 201, body: { ok: true, orderId: order.orderRef } })
        expect(order).toMatchObject({ status: 'paid', product, amount: product === 'pbs' ? 24900 : 9900 })

        const { docs: leads } = await payload.find({
          collection: 'leads',
          where: { email: { equals: who.email } },
          overrideAccess: true,
        })
        expect(leads).toHaveLength(1)
        expect(leads[0]).toMatchObject({
          firstName: 'Robin',
          lastName: 'Public',
          phone: who.phone,
          source,
          status: 'info requested',
        })
        expect(order.lead).toBe(leads[0]!.id)

        const mails = await outbox(who.email)
        expect(mails.map((mail) => mail.template)).toEqual([`receipt-${product}`, 'lead-info-request'])
        expect(mails[0]!.text).toContain(`Total paid: ${product === 'pbs' ? '249.00' : '99.00'} USD`)
        expect(mails[1]!.text).toContain(`/infoRequest/${leads[0]!.leadId}`)
      },
    )
  }

  it('sells a consultation: paid order and receipt', async () => {
    const who = buyer('consult')
    const { paymentIntentId } = await createAndConfirm('consult', who)
    const paid = await post(routes.paidConsult, { ...who, paymentIntentId })
    const order = await orderOf(payload, paymentIntentId)
    expect(paid).toEqual({ status: 201, body: { ok: true, orderId: order.orderRef } })
    expect(order.status).toBe('paid')
    expect((await outbox(who.email)).map((mail) => mail.template)).toEqual(['receipt-consult'])
  })

  it(
    'refuses a declined card with 402, fulfils nothing,' + ' and lets the buyer pay again with the same intent',
    async () => {
      const who = buyer('pbs')
      const { paymentIntentId, confirmed } = await createAndConfirm('pbs', who, '4000 0000 0000 0002')
      expect(confirmed).toEqual({ status: 402, body: { error: 'Your card was declined.' } })
      const refused = await post(routes.paidPBS, { ...who, paymentIntentId })
      expect(refused).toEqual({ status: 402, body: { error: 'Your card was declined.' } })
      expect((await orderOf(payload, paymentIntentId)).status).toBe('pending')
      expect(await outbox(who.email)).toHaveLength(0)
      expect(
        (await payload.find({ collection: 'leads', where: { email: { equals: who.email } }, overrideAccess: true }))
          .docs,
      ).toHaveLength(0)

      expect((await post(routes.demoConfirm, { paymentIntentId, cardNumber: '4111111111111111' })).status).toBe(400)
      expect((await post(routes.demoConfirm, { paymentIntentId, cardNumber: '4242424242424242' })).status).toBe(200)
      expect((await post(routes.paidPBS, { ...who, paymentIntentId })).status).toBe(201)
    },
  )

  it('refuses an unconfirmed payment, a payment for another product and an unknown payment with 402', async () => {
    const who = buyer('eval')
    const created = await post(routes.create, { product: 'eval', ...who })
    const paymentIntentId = created.body.paymentIntentId as string
    const unconfirmed = await post(routes.paidEval, { ...who, paymentIntentId })
    expect(unconfirmed.status).toBe(402)
    expect(unconfirmed.body.error).toMatch(/not been completed/)

    await post(routes.demoConfirm, { paymentIntentId, cardNumber: '4242424242424242' })
    const wrongProduct = await post(routes.paidPBS, { ...who, phone: '5550100199', paymentIntentId })
    expect(wrongProduct).toEqual({ status: 402, body: { error: 'This payment was made for a different service.' } })
    expect((await orderOf(payload, paymentIntentId)).status).toBe('pending')
    expect(await outbox(who.email)).toHaveLength(0)

    const unknown = await post(routes.paidEval, { ...who, paymentIntentId: 'demo_pi_000000000000000000000000' })
    expect(unknown.status).toBe(402)
    expect(unknown.body.error).toMatch(/could not find this payment/)
  })

  it('refuses an amount that differs from the price (400) and validates with the spec messages', async () => {
    const who = buyer('pbs')
    const wrong = await post(routes.create, { product: 'pbs', ...who, amount: 100 })
    expect(wrong.status).toBe(400)
    expect((wrong.body.errors as Record<string, string>).amount).toMatch(/249\.00/)
    expect(
      (await payload.count({ collection: 'orders', where: { email: { equals: who.email } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    expect((await post(routes.create, { product: 'pbs', ...who, amount: 24900 })).status).toBe(201)

    const invalid = await post(routes.create, { product: 'consult', name: ' ', email: 'nope', phone: '12' })
    expect(invalid).toEqual({
      status: 400,
      body: {
        errors: {
          name: 'Please Enter Your Name',
          email: 'Please Enter a Valid E-Mail Address',
          phone: 'Please Enter a Valid Phone Number',
        },
      },
    })
    expect((await post(routes.create, { product: 'consult', name: 'Al', email: 'al@example.com' })).body).toEqual({
      errors: { phone: 'Please Enter a Valid Phone Number' },
    })
    expect((await post(routes.create, { product: 'eval', name: 'Al', email: 'al@example.com' })).status).toBe(201)
  })

  it('fulfils once when the same paid call arrives 10 times at once, and the webhook path 10 times too', async () => {
    const { createDemoProvider } = await import('@/commerce/providers/demo')
    const { handleProviderEvent } = await import('@/commerce/server/handleProviderEvent')
    const who = buyer('pbs')
    const { paymentIntentId } = await createAndConfirm('pbs', who)
    const provider = createDemoProvider(payload)
    const calls = [
      ...Array.from({ length: 10 }, () => post(routes.paidPBS, { ...who, paymentIntentId })),
      ...Array.from({ length: 10 }, (_, i) =>
        handleProviderEvent(payload, provider, {
          eventId: `evt_${paymentIntentId}_${i % 2}`,
          type: 'payment_intent.succeeded',
          paymentRef: paymentIntentId,
        }),
      ),
    ]
    const results = await Promise.all(calls)
    const order = await orderOf(payload, paymentIntentId)
    for (const answer of results.slice(0, 10))
      expect(answer).toEqual({ status: 201, body: { ok: true, orderId: order.orderRef } })
    const eventResults = results.slice(10) as string[]
    expect(eventResults.filter((result) => result === 'fulfilled').length).toBeLessThanOrEqual(1)
    expect(eventResults.every((result) => ['fulfilled', 'already fulfilled', 'already handled'].includes(result))).toBe(
      true,
    )
    expect(eventResults.filter((result) => result !== 'already handled')).toHaveLength(2)

    expect(await outbox(who.email, 'receipt-pbs')).toHaveLength(1)
    expect(await outbox(who.email, 'lead-info-request')).toHaveLength(1)
    expect(
      (await payload.count({ collection: 'leads', where: { email: { equals: who.email } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    expect(
      (await payload.count({ collection: 'orders', where: { email: { equals: who.email } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    expect(
      (
        await payload.count({
          collection: 'payment-events',
          where: { paymentRef: { equals: paymentIntentId } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(2)
  })

  it('fulfils from the webhook path alone (browser never calls back), then answers the browser the same', async () => {
    const { createDemoProvider } = await import('@/commerce/providers/demo')
    const { handleProviderEvent } = await import('@/commerce/server/handleProviderEvent')
    const who = buyer('consult')
    const { paymentIntentId } = await createAndConfirm('consult', who)
    const event = {
      eventId: `evt_only_${paymentIntentId}`,
      type: 'payment_intent.succeeded',
      paymentRef: paymentIntentId,
    }
    expect(await handleProviderEvent(payload, createDemoProvider(payload), event)).toBe('fulfilled')
    expect(await handleProviderEvent(payload, createDemoProvider(payload), event)).toBe('already handled')
    const order = await orderOf(payload, paymentIntentId)
    expect(order.status).toBe('paid')
    expect(await post(routes.paidConsult, { ...who, paymentIntentId })).toEqual({
      status: 201,
      body: { ok: true, orderId: order.orderRef },
    })
    expect(await outbox(who.email)).toHaveLength(1)
  })

  it('answers 404 on a webhook of a provider that is not configured, before reading anything else', async () => {
    const response = await routes.stripeWebhook(
      new Request('http://localhost/api/webhooks/stripe', { method: 'POST', body: '{}' }),
      { params: Promise.resolve({}) as Promise<never> },
    )
    expect(response.status).toBe(404)
  })

  it("sends a paid buyer's receipts even when the address has used its daily visitor allowance", async () => {
    const { hitRateLimit } = await import('@/platform/http/rateLimit')
    const { RECIPIENT_RULE } = await import('@/platform/outbox/recipientLimit')
    const who = buyer('pbscheap')
    for (let i = 0; i < 4; i += 1) await hitRateLimit(payload, RECIPIENT_RULE, who.email)
    const { paymentIntentId } = await createAndConfirm('pbscheap', who)
    expect((await post(routes.paidCheapPBS, { ...who, paymentIntentId })).status).toBe(201)
    expect((await outbox(who.email)).map((mail) => mail.template)).toEqual(['receipt-pbscheap', 'lead-info-request'])
  })

  it('reads an evaluation by its id only, never cached, and delivers it by e-mail exactly once', async () => {
    const who = buyer('eval')
    const { paymentIntentId } = await createAndConfirm('eval', who)
    const evalId = ((await post(routes.paidEval, { ...who, paymentIntentId })).body.eval as { _id: string })._id
    const read = async (id: string) => {
      const response = await getEval(new Request(`http://localhost/api/ecomm/getEval/${id}`), {
        params: Promise.resolve({ id }),
      })
      return {
        status: response.status,
        cache: response.headers.get('cache-control'),
        body: (await response.json()) as { eval?: Record<string, unknown> },
      }
    }
    const first = await read(evalId)
    expect(first).toMatchObject({
      status: 200,
      cache: 'private, no-store',
      body: { eval: { _id: evalId, status: 'received', createdAt: expect.any(String), evaluation: null, demo: true } },
    })
    // The /eval page says DEMO too: the demo provider took this payment.
    const { findEvaluation } = await import('@/commerce/server/evaluations')
    const { EvaluationView } = await import('@/commerce/components/EvaluationView')
    const { renderToStaticMarkup } = await import('react-dom/server')
    expect(renderToStaticMarkup(EvaluationView({ evaluation: (await findEvaluation(evalId))! }))).toContain(
      'DEMO ORDER: paid with the demo payment provider.',
    )
    expect((await read('x'.repeat(24))).status).toBe(404)
    expect((await read('1')).status).toBe(404)

    const { docs } = await payload.find({
      collection: 'evaluations',
      where: { evalId: { equals: evalId } },
      overrideAccess: true,
    })
    const id = docs[0]!.id
    await expect(
      payload.update({ collection: 'evaluations', id, data: { status: 'delivered' }, overrideAccess: true }),
    ).rejects.toThrow()
    expect(await outbox(who.email, 'evaluation-delivered')).toHaveLength(0)

    const text = {
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            textFormat: 0,
            textStyle: '',
            children: [
              {
                type: 'text',
                version: 1,
                text: 'A fair price: buy it.',
                format: 0,
                style: '',
                mode: 'normal',
                detail: 0,
              },
            ],
          },
        ],
      },
    }
    await payload.update({
      collection: 'evaluations',
      id,
      data: { status: 'delivered', evaluation: text as never },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'evaluations',
      id,
      data: { status: 'delivered', deliveredAt: null },
      overrideAccess: true,
    })
    await Promise.all(
      [1, 2, 3].map(() =>
        payload.update({ collection: 'evaluations', id, data: { status: 'delivered' }, overrideAccess: true }),
      ),
    )
    const delivered = await outbox(who.email, 'evaluation-delivered')
    expect(delivered).toHaveLength(1)
    expect(delivered[0]!.text).toContain(`/eval/${evalId}`)
    // The demo provider took this payment: the delivery e-mail says so too.
    expect(delivered[0]!.subject).toMatch(/^\[DEMO\] /)
    expect(delivered[0]!.text).toContain('DEMO ORDER: paid with the demo payment provider.')
    const after = await read(evalId)
    expect(after.body.eval).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) })
    expect(JSON.stringify(after.body.eval?.evaluation)).toContain('A fair price: buy it.')
  })

  it('keeps orders, evaluations and payment events from the public', async () => {
    for (const collection of ['orders', 'evaluations', 'payment-events', 'demo-payments'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
  })

  it('refuses the demo in production unless it is switched on: confirm 404, checkout 503', async () => {
    const saved = {
      NODE_ENV: process.env.NODE_ENV,
      PAYMENTS_DEMO: process.env.PAYMENTS_DEMO,
      SITE_URL: process.env.SITE_URL,
    }
    const env = process.env as Record<string, string | undefined>
    try {
      env.NODE_ENV = 'production'
      env.SITE_URL = 'http://localhost:3000'
      env.PAYMENTS_DEMO = 'off'
      expect(
        (await post(routes.demoConfirm, { paymentIntentId: 'demo_pi_1', cardNumber: '4242424242424242' })).status,
      ).toBe(404)
      const create = await post(routes.create, { product: 'eval', name: 'Al', email: 'al@example.com' })
      expect(create.status).toBe(503)
      expect(create.body.error).toMatch(/Payments are not available/)
      delete env.PAYMENTS_DEMO
      expect(
        (await post(routes.demoConfirm, { paymentIntentId: 'demo_pi_1', cardNumber: '4242424242424242' })).status,
      ).toBe(404)
      env.PAYMENTS_DEMO = 'on'
      expect(
        (await post(routes.demoConfirm, { paymentIntentId: 'demo_pi_1', cardNumber: '4242424242424242' })).status,
      ).toBe(404)
      expect(
        (await post(routes.demoConfirm, { paymentIntentId: 'demo_pi_1', cardNumber: '4242424242424242' })).body,
      ).toEqual({ error: 'No such demo payment.' })
    } finally {
      env.NODE_ENV = saved.NODE_ENV
      if (saved.SITE_URL === undefined) delete env.SITE_URL
      else env.SITE_URL = saved.SITE_URL
      if (saved.PAYMENTS_DEMO === undefined) delete env.PAYMENTS_DEMO
      else env.PAYMENTS_DEMO = saved.PAYMENTS_DEMO
    }
  })
})
