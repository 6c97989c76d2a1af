import { apiRoute } from '@/platform/http/apiRoute'
import { json } from '@/platform/http/json'
import { isPublicRef } from '@/platform/tokens/publicRef'

import { isDemoPaid } from '../demoPaid'
import { findOrderByRef } from '../server/orders'

const NO_ORDER = 'No such order.'

/**
 * `GET /api/ecomm/getOrder/{orderId}`: an order's public state (reference, product, status) for
 * its completion page, which names the order only once it is paid, and says DEMO of a demo order. Nothing about the
 * buyer, and never cached. The reference is unguessable, so knowing it is the permission to ask.
 */
export const getOrder = apiRoute(async (_request, { params }) => {
  const { orderId } = await params
  const order = isPublicRef(orderId) ? await findOrderByRef(orderId) : null
  if (!order) return json({ error: NO_ORDER }, 404)
  // `demo` only on an order the demo provider took: no money was taken.
  return json(
    {
      order: {
        orderId: order.orderRef,
        product: order.product,
        status: order.status,
        ...(isDemoPaid(order) ? { demo: true } : {}),
      },
    },
    200,
  )
})
