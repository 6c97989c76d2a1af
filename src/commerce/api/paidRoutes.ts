import { writeRoute } from '@/apiRoutes'
import { json } from '@/platform/http/json'
import type { Evaluation, Order } from '@/payload-types'

import { type OrderProduct, SHOP_PRODUCT } from '../orderStates'
import { cardProvider, walletProvider } from '../providers'
import { ProviderUnavailableError } from '../providers/PaymentProvider'
import { paidSchema } from '../schemas'
import { settlePayment, UNKNOWN_PAYMENT } from '../server/settlePayment'
import { PROVIDER_DOWN } from './createPaymentIntent'

/** The answer for a fulfilled order, the same for the call that fulfilled it and every repeat. */
function paidAnswer(order: Order): Response {
  if (order.product === 'eval') {
    const evaluation = order.evaluation as Evaluation | null | undefined
    if (!evaluation || typeof evaluation !== 'object')
      throw new Error(`paid evaluation order ${order.id} has no evaluation`)
    return json({ eval: { _id: evaluation.evalId, email: evaluation.email } }, 201)
  }
  return json({ ok: true, orderId: order.orderRef }, 201)
}

/**
 * `POST /api/ecomm/paid{Eval,Consult,PBS,CheapPBS}` and, for spa products, `paidSM`/`storeOrder`:
 * fulfils the order once its provider says the payment succeeded for this product at its price
 * (a spa-product order: its stored total); otherwise `402 {"error"}` and nothing happens. The
 * body's other fields (a spa order's address, lines and totals) are ignored: the order has them.
 */
const paidRoute = (product: OrderProduct) =>
  writeRoute({
    rateLimit: { bucket: 'ecomm-paid', limit: 30, windowMs: 10 * 60_000 },
    schema: paidSchema,
    handle: async ({ data, payload }) => {
      const provider = data.paypalOrderId ? walletProvider() : cardProvider(payload)
      const paymentRef = (data.paypalOrderId ?? data.paymentIntentId)!
      if (!provider) return json({ error: UNKNOWN_PAYMENT }, 402)
      try {
        const settled = await settlePayment(payload, provider, paymentRef, product)
        return settled.ok ? paidAnswer(settled.fulfilment.order) : json({ error: settled.reason }, 402)
      } catch (error) {
        if (error instanceof ProviderUnavailableError) return json({ error: PROVIDER_DOWN }, 503)
        throw error
      }
    },
  })

export const paidEval = paidRoute('eval')
export const paidConsult = paidRoute('consult')
export const paidPBS = paidRoute('pbs')
export const paidCheapPBS = paidRoute('pbscheap')
/** `paidSM` and `storeOrder`: the two names the original app used for the same spa-product call. */
export const paidShopOrder = paidRoute(SHOP_PRODUCT)
