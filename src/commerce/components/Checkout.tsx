'use client'

import dynamic from 'next/dynamic'
import { type FormEvent, useId, useState } from 'react'

import { apiFetch } from '@/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { Spinner } from '@/site/forms/Spinner'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { TextField } from '@/site/forms/TextField'
import { useFormSubmission } from '@/site/forms/useFormSubmission'
import { useTouchedFields } from '@/site/forms/useTouchedFields'
import { fieldSetter } from '@/site/forms/fieldSetter'
import { formatCents } from '@/site/numbers'

import {
  type CheckoutDetails,
  type CheckoutField,
  type CheckoutValues,
  checkCheckout,
  checkoutBody,
} from '../checkoutForm'
import { SERVICES, type ServiceProduct } from '../prices'
import type { PaymentOptions } from '../providers'
import { CHECKOUT_MESSAGES, needsPhone } from '../schemas'
import { type CardIntent, servicePurchase } from './purchaseSteps'

// The payment code (demo card form, Stripe, PayPal) is its own chunk, fetched when the payment area opens.
const PaymentArea = dynamic(() => import('./PaymentArea').then((module) => module.PaymentArea), {
  ssr: false,
  loading: () => <Spinner active label="Loading the payment form…" />,
})

const NOT_AVAILABLE =
  'Online payment is not available right now. Please try again ' +
  'later, or write to us using the address at the foot of the page.'

type Paying = { details: CheckoutDetails; intent: CardIntent | null }

/**
 * The checkout of one service: who is buying (name, phone, e-mail; no phone for the evaluation),
 * then, on a valid Continue, an order and its payment from the server and the payment area.
 * Field messages appear once a field has been touched; an invalid Continue shows them all.
 */
export function Checkout({ product, options }: { product: ServiceProduct; options: PaymentOptions }) {
  const id = useId()
  const service = SERVICES[product]
  const [values, setValues] = useState<CheckoutValues>({ name: '', phone: '', email: '' })
  const [paying, setPaying] = useState<Paying | null>(null)
  const touched = useTouchedFields<CheckoutField>()
  const submission = useFormSubmission<Paying>({ onSent: setPaying })

  const check = checkCheckout(product, values)
  const setValue = fieldSetter(setValues)
  const field = (name: CheckoutField) => ({
    value: values[name],
    error: touched.shown(name, check.errors[name]) ?? submission.fieldErrors[name] ?? null,
    readOnly: paying !== null,
    onChange: setValue(name),
    onBlur: touched.leave(name),
  })

  function proceed(event: FormEvent) {
    event.preventDefault()
    if (!check.ok) {
      touched.touchAll()
      return submission.refuse(CHECKOUT_MESSAGES.incomplete)
    }
    const details = check.details
    // A wallet-only checkout creates its PayPal order when the buyer presses the PayPal button.
    if (!options.card) return setPaying({ details, intent: null })
    void submission.submit(async () => {
      const created = await apiFetch<CardIntent>('/api/ecomm/create-payment-intent', {
        body: checkoutBody(product, values),
      })
      return created.ok ? { ...created, data: { details, intent: created.data } } : created
    })
  }

  if (!options.card && !options.wallet) {
    return (
      <section className="checkout" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{service.name}</h2>
        <p className="checkout__unavailable">{NOT_AVAILABLE}</p>
      </section>
    )
  }

  return (
    <section className="checkout" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout__title">
        {service.name}: <span className="checkout__price">{formatCents(service.cents)} USD</span>
      </h2>
      <form className="checkout__form" onSubmit={proceed} noValidate aria-label="Your details">
        <TextField id={`${id}-name`} label="Name" autoComplete="name" required {...field('name')} />
        {needsPhone(product) ? (
          <TextField id={`${id}-phone`} label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
        ) : null}
        <TextField id={`${id}-email`} label="E-mail" type="email" autoComplete="email" required {...field('email')} />
        {paying ? null : <FormBanner message={submission.banner} />}
        <div className="form-actions">
          {paying ? (
            <button type="button" className="button button--secondary button--small" onClick={() => setPaying(null)}>
              Change my details
            </button>
          ) : (
            <>
              <SubmitButton submission={submission} busyLabel="Continue" retryLabel="Try again">
                Continue
              </SubmitButton>
              <Spinner active={submission.busy} label="Preparing your payment…" />
            </>
          )}
        </div>
      </form>
      {paying ? (
        <PaymentArea purchase={servicePurchase(product, paying.details)} options={options} intent={paying.intent} />
      ) : null}
    </section>
  )
}
