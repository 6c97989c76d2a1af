import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, testDatabase } from '../../support/payload'
import { answerOf, postJson, type RouteHandler } from '../../support/routes'

let payload: Payload
let routes: Record<'create' | 'confirm' | 'paidConsult', RouteHandler>
let getOrder: (request: Request, context: { params: Promise<{ orderId: string }> }) => Promise<Response>

beforeAll(async () => {
  process.env.PAYMENTS_DEMO = 'on'
  payload = await startTestPayload()
  routes = {
    create: (await import('@/app/api/ecomm/create-payment-intent/route')).POST,
    confirm: (await import('@/app/api/ecomm/demo/confirm/route')).POST,
    paidConsult: (await import('@/app/api/ecomm/paidConsult/route')).POST,
  }
  getOrder = (await import('@/app/api/ecomm/getOrder/[orderId]/route')).GET
})
afterAll(async () => {
  await payload?.destroy()
})

const post = async (handler: RouteHandler, body: unknown) =>
  answerOf<Record<string, string>>(await postJson(handler, '/api/ecomm', body))
const read = async (orderId: string) => {
  const response = await getOrder(new Request(`http://localhost/api/ecomm/getOrder/${encodeURIComponent(orderId)}`), {
    params: Promise.resolve({ orderId }),
  })
  return { status: response.status, cache: response.headers.get('cache-control'), text: await response.text() }
}

describe(`GET /api/ecomm/getOrder/{orderId} (${testDatabase()})`, () => {
  const who = { name: 'Robin Q Public', email: 'order-reader@example.com', phone: '555 010 0199' }

  it(
    'answers a pending order, then the same order paid: ' + 'reference, product and status only, never cached',
    async () => {
      const created = await post(routes.create, { product: 'consult', ...who })
      expect(created.status).toBe(201)
      const { orderId, paymentIntentId } = created.body as { orderId: string; paymentIntentId: string }

      const pending = await read(orderId)
      expect(pending.status).toBe(200)
      expect(pending.cache).toBe('private, no-store')
      expect(JSON.parse(pending.text)).toEqual({
        order: { orderId, product: 'consult', status: 'pending', demo: true },
      })

      expect((await post(routes.confirm, { paymentIntentId, cardNumber: '4242424242424242' })).status).toBe(200)
      expect((await post(routes.paidConsult, { ...who, paymentIntentId })).status).toBe(201)

      const paid = await read(orderId)
      // The demo provider took it: the lookup says so (a real provider's order has no `demo`).
      expect(JSON.parse(paid.text)).toEqual({ order: { orderId, product: 'consult', status: 'paid', demo: true } })
      // Nothing about the buyer or the payment leaves with it.
      for (const secret of [who.email, who.name, '555 010 0199', paymentIntentId, '9900'])
        expect(paid.text).not.toContain(secret)
    },
  )

  it('answers 404 for an unknown reference and for anything that is not one', async () => {
    for (const orderId of ['A'.repeat(24), 'not-a-real-order-0000', '1', "' OR 1=1 --", 'x'.repeat(65)]) {
      const answer = await read(orderId)
      expect(answer.status, orderId).toBe(404)
      expect(answer.cache).toBe('private, no-store')
      expect(JSON.parse(answer.text)).toEqual({ error: 'No such order.' })
    }
  })
})
