'use client'

import dynamic from 'next/dynamic'
import { type FormEvent, useId, useState } from 'react'

import { apiFetch } from '@/http/clientFetch'
import { TextField } from '@/site/forms/TextField'

import type { CheckoutConfig } from '../checkoutConfig'
import { CHECKOUT_MESSAGES, type CheckoutDetails, type CheckoutField, type CheckoutValues, checkCheckout, needsPhone } from '../checkoutDetails'
import { formatCents, SERVICES, type ServiceProduct } from '../prices'
import { DelayedSpinner } from './DelayedSpinner'
import type { CardIntent } from './purchaseSteps'

// The payment code (demo card form, Stripe, PayPal) is its own chunk, fetched when the payment area opens.
const PaymentArea = dynamic(() => import('./PaymentArea').then((module) => module.PaymentArea), {
  ssr: false,
  loading: () => <DelayedSpinner label="Loading the payment form…" />,
})

const NOT_AVAILABLE = 'Online payment is not available right now. Please try again later, or write to us using the address at the foot of the page.'

/**
 * The checkout of one service: who is buying (name, phone, e-mail; no phone for the evaluation),
 * then, on a valid Continue, an order and its payment from the server and the payment area.
 * Field messages appear once a field has been left; an invalid Continue shows them all.
 */
export function Checkout({ product, config }: { product: ServiceProduct; config: CheckoutConfig }) {
  const id = useId()
  const service = SERVICES[product]
  const withPhone = needsPhone(product)
  const [values, setValues] = useState<CheckoutValues>({ name: '', phone: '', email: '' })
  const [touched, setTouched] = useState<Partial<Record<CheckoutField, boolean>>>({})
  const [banner, setBanner] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const [paying, setPaying] = useState<{ details: CheckoutDetails; intent: CardIntent | null } | null>(null)

  const check = checkCheckout(product, values)
  const errorOf = (field: CheckoutField) => (touched[field] ? (check.errors[field] ?? null) : null)
  const field = (name: CheckoutField) => ({
    value: values[name],
    error: errorOf(name),
    readOnly: paying !== null,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    onBlur: () => setTouched((before) => ({ ...before, [name]: true })),
  })

  async function proceed(event: FormEvent) {
    event.preventDefault()
    if (!check.ok) {
      setTouched({ name: true, phone: true, email: true })
      return setBanner(CHECKOUT_MESSAGES.incomplete)
    }
    setBanner(null)
    // A wallet-only checkout creates its PayPal order when the buyer presses the PayPal button.
    if (!config.card) return setPaying({ details: check.details, intent: null })
    setCreating(true)
    const created = await apiFetch<CardIntent>('/api/ecomm/create-payment-intent', { body: { product, ...check.details } })
    setCreating(false)
    if (!created.ok) return setBanner(created.error ?? Object.values(created.errors)[0] ?? CHECKOUT_MESSAGES.incomplete)
    setPaying({ details: check.details, intent: created.data })
  }

  if (!config.card && !config.paypalClientId) {
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
        {withPhone ? <TextField id={`${id}-phone`} label="Phone" type="tel" autoComplete="tel" required {...field('phone')} /> : null}
        <TextField id={`${id}-email`} label="E-mail" type="email" autoComplete="email" required {...field('email')} />
        {banner ? (
          <p className="form-banner" role="alert">
            {banner}
          </p>
        ) : null}
        {paying ? (
          <div className="form-actions">
            <button type="button" className="button button--secondary button--small" onClick={() => setPaying(null)}>
              Change my details
            </button>
          </div>
        ) : (
          <div className="form-actions">
            <button type="submit" className="button" disabled={creating}>
              Continue
            </button>
            {creating ? <DelayedSpinner label="Preparing your payment…" /> : null}
          </div>
        )}
      </form>
      {paying ? <PaymentArea product={product} config={config} details={paying.details} intent={paying.intent} /> : null}
    </section>
  )
}
