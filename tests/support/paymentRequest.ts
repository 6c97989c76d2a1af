import type { PaymentRequest } from '@/commerce/providers/PaymentProvider'

let sequence = 0

/** A provider-level payment request with a fresh order reference and idempotency key each call. */
export function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  sequence += 1
  return {
    orderRef: `ord_${sequence}_${Date.now()}`,
    product: 'eval',
    description: 'TubWise hot tub evaluation',
    amount: 995,
    currency: 'usd',
    email: 'buyer@example.com',
    idempotencyKey: `create-${sequence}-${Date.now()}`,
    ...overrides,
  }
}
