import { CHECKOUT_MESSAGES, createPaymentSchema, needsPhone } from './schemas'
import type { ServiceProduct } from './prices'

/** What the buyer types on the checkout form (the evaluation's has no phone). */
export type CheckoutField = 'name' | 'phone' | 'email'
export type CheckoutValues = Record<CheckoutField, string>
/** Who is buying, as the server's `create-payment-intent` and `paid*` routes take it. */
export type CheckoutDetails = { name: string; email: string; phone?: string }

/** The `POST /api/ecomm/create-payment-intent` body the form sends for what was typed (card payment). */
export function checkoutBody(product: ServiceProduct, { name, phone, email }: CheckoutValues) {
  return needsPhone(product) ? { product, name, phone, email } : { product, name, email }
}

const FIELDS: readonly string[] = ['name', 'phone', 'email'] satisfies CheckoutField[]

type CheckoutCheck =
  | { ok: true; details: CheckoutDetails; errors: Partial<Record<CheckoutField, string>> }
  | { ok: false; details: null; errors: Partial<Record<CheckoutField, string>> }

/**
 * The browser's check before sending: the server's own schema on the very body the form would
 * send, so the form refuses, field by field with the spec's words, whatever the server would
 * refuse. Imported only by the lazily loaded checkout, so its zod code never weighs on article pages.
 */
export function checkCheckout(product: ServiceProduct, values: CheckoutValues): CheckoutCheck {
  const result = createPaymentSchema.safeParse(checkoutBody(product, values))
  if (result.success) {
    const { name, email, phone } = result.data
    return { ok: true, details: phone ? { name, email, phone } : { name, email }, errors: {} }
  }
  const errors: Partial<Record<CheckoutField, string>> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    if (FIELDS.includes(field)) errors[field as CheckoutField] ??= CHECKOUT_MESSAGES[field as CheckoutField]
  }
  return { ok: false, details: null, errors }
}
