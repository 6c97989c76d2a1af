import { APIError, type PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'
import { inTransaction } from '@/platform/unitOfWork/transaction'
import { hasRole } from '@/staff/access'
import type { StaffRole } from '@/staff/roles'

import type { ProviderOfPayment } from '../providers/PaymentProvider'
import { refundContext } from './orderStatusHooks'
import { refundOrderPayment } from './refundOrder'
import { refundRefusal } from './staffOrderRules'

export type StaffRefund =
  { ok: true; order: Order } | { ok: false; status: 400 | 401 | 403 | 404 | 409 | 503; message: string }

const refused = (status: Exclude<StaffRefund, { ok: true }>['status'], message: string): StaffRefund => ({
  ok: false,
  status,
  message,
})

/**
 * An admin's refund of an order's whole payment. The provider is asked first, outside any
 * transaction (a refund may take it 20 s); only once it has refunded is the order written, in a
 * unit of work of its own, which stamps `refundedAt` once. The provider refunds once per order
 * (one idempotency key), so asking again after a failed write refunds nothing twice.
 */
export async function refundOrderByStaff(
  req: PayloadRequest,
  rawOrderId: unknown,
  providerOfPayment: ProviderOfPayment,
): Promise<StaffRefund> {
  const user = req.user as { role?: StaffRole | null } | null
  if (!user) return refused(401, 'Sign in as an admin to refund an order.')
  if (!hasRole(user)) return refused(403, 'Only an admin can refund an order.')
  const id = Number(rawOrderId)
  const order = Number.isSafeInteger(id) && id > 0 ? await findOrder(req, id) : null
  if (!order) return refused(404, 'No such order.')
  const refusal = refundRefusal(order)
  if (refusal) return refused(409, refusal)

  let refundRef: string
  try {
    refundRef = await refundOrderPayment(req, order, providerOfPayment)
  } catch (error) {
    if (error instanceof APIError && (error.status === 400 || error.status === 503))
      return refused(error.status, error.message)
    throw error
  }
  const refunded = await inTransaction(req.payload, (unit) =>
    unit.payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'refunded' },
      overrideAccess: true,
      req: unit,
      context: refundContext(refundRef),
    }),
  )
  return { ok: true, order: refunded }
}

const findOrder = (req: PayloadRequest, id: number): Promise<Order | null> =>
  req.payload.findByID({ collection: 'orders', id, depth: 0, disableErrors: true, overrideAccess: true })
