import { z } from 'zod'

import { emailAddress, visitorText } from '@/http/schemas'

import type { ServiceProduct } from './prices'

/** The spec's checkout messages (site-spec section 5), word for word. */
export const CHECKOUT_MESSAGES = {
  name: 'Please Enter Your Name',
  phone: 'Please Enter a Valid Phone Number',
  email: 'Please Enter a Valid E-Mail Address',
  incomplete: 'Please Complete All Fields',
} as const

/** Digits once the usual punctuation is gone: "(555) 010-2345", "+1 555 010 2345". */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/
const phoneDigits = (value: string) => value.replace(/\D/g, '').length

const name = visitorText(CHECKOUT_MESSAGES.name).min(1, CHECKOUT_MESSAGES.name).max(100, CHECKOUT_MESSAGES.name)
const phone = visitorText(CHECKOUT_MESSAGES.phone)
  .regex(PHONE_PATTERN, CHECKOUT_MESSAGES.phone)
  .refine((value) => phoneDigits(value) >= 10 && phoneDigits(value) <= 15, CHECKOUT_MESSAGES.phone)
const email = emailAddress(CHECKOUT_MESSAGES.email)

/**
 * Who is buying: name, e-mail and, except for the evaluation, a phone number (staff call the
 * buyer). One rule for the checkout form and the server's `create-payment-intent` body.
 */
export const checkoutDetailsSchema = (product: ServiceProduct) =>
  product === 'eval' ? z.object({ name, email }) : z.object({ name, email, phone })

export const needsPhone = (product: ServiceProduct): boolean => product !== 'eval'

export type CheckoutField = 'name' | 'phone' | 'email'
export type CheckoutValues = Record<CheckoutField, string>
export type CheckoutDetails = { name: string; email: string; phone?: string }

export type CheckoutCheck =
  | { ok: true; details: CheckoutDetails; errors: Partial<Record<CheckoutField, string>> }
  | { ok: false; details: null; errors: Partial<Record<CheckoutField, string>> }

/** The form's fields checked with the one rule: each field's message, and the cleaned details when all pass. */
export function checkCheckout(product: ServiceProduct, values: CheckoutValues): CheckoutCheck {
  const input = needsPhone(product) ? values : { name: values.name, email: values.email }
  const result = checkoutDetailsSchema(product).safeParse(input)
  if (result.success) return { ok: true, details: result.data, errors: {} }
  const errors: Partial<Record<CheckoutField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CheckoutField
    errors[field] ??= CHECKOUT_MESSAGES[field]
  }
  return { ok: false, details: null, errors }
}
