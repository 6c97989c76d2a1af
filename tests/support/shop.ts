import type { Payload } from 'payload'

import { outboxTo } from './outbox'
import { answerOf, noParams, postJson, type RouteHandler } from './routes'

/** Where the shop's test buyers ship: a state each test gives a tax rate, or none. */
export const shipTo = (state: string) => ({
  address: '12 Elm Street',
  city: 'Springfield',
  state,
  country: 'US',
  zip: '62701',
})

/** The demo seed's two sizes (src/commerce/shop/seedSpaProducts.ts), as the tests expect them priced and named. */
export const SMALL = { sku: 'BEC-16', name: 'Bramblewood Enzyme Clarifier, 16 fl oz', price: 2495 }
export const LARGE = { sku: 'BEC-32', name: 'Bramblewood Enzyme Clarifier, 32 fl oz', price: 3995 }

/** The shop's own routes: the checkout's create call, paidSM / storeOrder and the product list. */
export async function shopRoutes() {
  return {
    create: (await import('@/app/api/ecomm/create-payment-intent/route')).POST as RouteHandler,
    paidSM: (await import('@/app/api/ecomm/paidSM/route')).POST as RouteHandler,
    storeOrder: (await import('@/app/api/ecomm/storeOrder/route')).POST as RouteHandler,
    products: (await import('@/app/api/ecomm/products/route')).GET as RouteHandler,
  }
}

export type Answer = { status: number; body: Record<string, unknown> }
export const post = async (handler: RouteHandler, body: unknown): Promise<Answer> =>
  answerOf(await postJson(handler, '/api/ecomm', body))
export const get = (handler: RouteHandler, path: string) => handler(new Request(`http://localhost${path}`), noParams)

/** Seeds the demo catalogue the way `npm run seed` does, and sets (or clears) a state's tax rate. */
export async function seedShop(payload: Payload) {
  const { seedSpaProducts } = await import('@/commerce/shop/seedSpaProducts')
  return seedSpaProducts(payload)
}
export async function setTaxRate(payload: Payload, state: string, rate: number) {
  await payload.delete({ collection: 'tax-rates', where: { state: { equals: state } }, overrideAccess: true })
  await payload.create({ collection: 'tax-rates', data: { state: state as 'IL', rate }, overrideAccess: true })
}

/** The outbox as a test reads it: template, subject and text of each message to `to`, oldest first. */
export async function mailsTo(payload: Payload, to: string) {
  return (await outboxTo(payload, to)).map((mail) => ({
    template: mail.template,
    subject: mail.subject,
    text: mail.text,
  }))
}

/** The seller's order e-mails about one order (the inbox may hold other orders'). */
export async function sellerMailsAbout(payload: Payload, inbox: string, orderRef: string) {
  return (await mailsTo(payload, inbox)).filter(
    (mail) => mail.template === 'order-to-ship' && mail.text.includes(orderRef),
  )
}
