'use client'

import { EmailField, NameField, PhoneField } from '@/site/forms/PersonFields'
import { formatCents } from '@/site/numbers'

import { type CheckoutDetails, type CheckoutField, checkCheckout, checkoutBody } from '../checkoutForm'
import { SERVICES, type ServiceProduct } from '../prices'
import type { PaymentOptions } from '../providers'
import { CHECKOUT_MESSAGES, needsPhone } from '../schemas'
import { CheckoutForm, PAYMENT_NOT_AVAILABLE, useCheckout } from './CheckoutForm'
import { type CardIntent, servicePurchase } from './purchaseSteps'

/**
 * The checkout of one service: who is buying (name, phone, e-mail; no phone for the evaluation),
 * then the order and its payment (`useCheckout`).
 */
export function Checkout({ product, options }: { product: ServiceProduct; options: PaymentOptions }) {
  const service = SERVICES[product]
  const checkout = useCheckout<CheckoutField, CheckoutDetails, CardIntent>({ name: '', phone: '', email: '' }, options)
  const { id } = checkout
  const check = checkCheckout(product, checkout.values)
  const field = (name: CheckoutField) => ({ ...checkout.field(name, check.errors), readOnly: checkout.locked })

  if (!options.card && !options.wallet) {
    return (
      <section className="checkout" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{service.name}</h2>
        <p className="checkout__unavailable">{PAYMENT_NOT_AVAILABLE}</p>
      </section>
    )
  }

  return (
    <section className="checkout" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout__title">
        {service.name}: <span className="checkout__price">{formatCents(service.cents)} USD</span>
      </h2>
      <CheckoutForm
        checkout={checkout}
        label="Your details"
        onSubmit={(event) =>
          checkout.proceed(event, check.details, CHECKOUT_MESSAGES.incomplete, checkoutBody(product, checkout.values))
        }
        changeLabel="Change my details"
        busyLabel="Preparing your payment…"
        purchase={checkout.paying ? servicePurchase(product, checkout.paying.order) : null}
        options={options}
      >
        <NameField {...field('name')} />
        {needsPhone(product) ? <PhoneField {...field('phone')} /> : null}
        <EmailField {...field('email')} />
      </CheckoutForm>
    </section>
  )
}
