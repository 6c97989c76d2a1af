import { APIError, type PayloadRequest } from 'payload'

import { requestIdOf } from '@/platform/log/requestId'
import type { Order } from '@/payload-types'
import { log } from '@/platform/log/log'

import {
  type ProviderName,
  type ProviderOfPayment,
  ProviderRefusedError,
  ProviderUnavailableError,
} from '../providers/PaymentProvider'

const PROVIDER_LABELS: Record<ProviderName, string> = { stripe: 'Stripe', paypal: 'PayPal', demo: 'The demo provider' }

/** One key per order: however often the refund is asked for, the provider refunds once. */
export const refundIdempotencyKey = (orderRef: string) => `refund-${orderRef}`

/**
 * Refunds the whole payment of an order through the provider that took it, and answers the
 * provider's refund id. When that cannot happen (provider no longer configured, unreachable, or
 * refusing) it throws an error whose message the admin is shown; the order is left as it was.
 */
export async function refundOrderPayment(
  req: PayloadRequest,
  order: Pick<Order, 'orderRef' | 'provider' | 'paymentRef' | 'amount'>,
  providerOfPayment: ProviderOfPayment,
): Promise<string> {
  const label = PROVIDER_LABELS[order.provider]
  const provider = providerOfPayment(req.payload, order.provider)
  if (!provider) {
    throw new APIError(
      `This order was paid with ${label}, which is no longer configured on this site, ` +
        'so it cannot be refunded from here. Nothing was changed.',
      400,
      undefined,
      true,
    )
  }
  try {
    const { refundRef } = await provider.refund(order.paymentRef, order.amount, refundIdempotencyKey(order.orderRef))
    return refundRef
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      log.warn('refund: the payment provider could not be reached', {
        requestId: requestIdOf(req.headers),
        error,
        details: { order: order.orderRef, provider: order.provider },
      })
      throw new APIError(
        `${label} could not be reached to refund this order, so nothing was changed. ` +
          'Please try again in a few minutes.',
        503,
        undefined,
        true,
      )
    }
    if (error instanceof ProviderRefusedError)
      throw new APIError(`${error.message} Nothing was changed.`, 400, undefined, true)
    throw error
  }
}
