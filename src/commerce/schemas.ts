import { z } from 'zod'

import { visitorText } from '@/platform/http/schemas'
import { emailAddress } from '@/platform/outbox/emailAddress'

import { SERVICE_PRODUCTS, type ServiceProduct } from './prices'

/** The checkout form's messages (site-spec section 5), word for word. */
export const CHECKOUT_MESSAGES = {
  name: 'Please Enter Your Name',
  phone: 'Please Enter a Valid Phone Number',
  email: 'Please Enter a Valid E-Mail Address',
  incomplete: 'Please Complete All Fields',
} as const

/** Products whose checkout asks no phone (the evaluation). */
export const needsPhone = (product: ServiceProduct): boolean => product !== 'eval'

const name = visitorText(CHECKOUT_MESSAGES.name).min(1, CHECKOUT_MESSAGES.name).max(100, CHECKOUT_MESSAGES.name)
const email = emailAddress(CHECKOUT_MESSAGES.email)
/** A phone number as people write one: 10 to 15 digits, with spaces, dots, dashes, brackets or a leading +. */
const phoneNumber = visitorText(CHECKOUT_MESSAGES.phone)
  .max(30, CHECKOUT_MESSAGES.phone)
  .regex(/^\+?[\d\s().-]*$/, CHECKOUT_MESSAGES.phone)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length
    return digits >= 10 && digits <= 15
  }, CHECKOUT_MESSAGES.phone)
const optionalPhone = z
  .union([phoneNumber, z.literal('')])
  .optional()
  .transform((value) => value || undefined)

const requirePhoneFor = (product: ServiceProduct, phone: string | undefined, ctx: z.RefinementCtx) => {
  if (needsPhone(product) && !phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: CHECKOUT_MESSAGES.phone })
}

/** `POST /api/ecomm/create-payment-intent` (service products). `amount`, when sent, must be the price. */
export const createPaymentSchema = z
  .object({
    product: z.enum(SERVICE_PRODUCTS, { error: 'Choose a product: eval, consult, pbscheap or pbs.' }),
    name,
    email,
    phone: optionalPhone,
    provider: z.enum(['card', 'paypal'], { error: 'Choose a payment method: card or paypal.' }).default('card'),
    amount: z.unknown().optional(),
  })
  .superRefine((data, ctx) => requirePhoneFor(data.product, data.phone, ctx))
export type CreatePaymentInput = z.output<typeof createPaymentSchema>

const paymentId = (message: string) =>
  visitorText(message)
    .min(1, message)
    .max(200, message)
    .regex(/^[A-Za-z0-9_-]+$/, message)

/** `POST /api/ecomm/paid{Eval,Consult,PBS,CheapPBS}`: which payment to fulfil (card intent or PayPal order). */
export const paidSchema = z
  .object({
    name,
    email,
    phone: optionalPhone,
    paymentIntentId: paymentId('Send the paymentIntentId of your payment.').optional(),
    paypalOrderId: paymentId('Send the paypalOrderId of your payment.').optional(),
  })
  .superRefine((data, ctx) => {
    if (!data.paymentIntentId === !data.paypalOrderId) {
      ctx.addIssue({
        code: 'custom',
        path: ['paymentIntentId'],
        message: 'Send either paymentIntentId or paypalOrderId.',
      })
    }
  })
export type PaidInput = z.output<typeof paidSchema>

/** `POST /api/ecomm/demo/confirm`. */
export const demoConfirmSchema = z.object({
  paymentIntentId: paymentId('Send the paymentIntentId of your payment.'),
  cardNumber: z
    .string({ error: 'Enter a card number.' })
    .trim()
    .min(1, 'Enter a card number.')
    .max(40, 'Enter a card number.'),
})
