'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { type FormEvent, useId } from 'react'

import type { CardCallbacks } from './cardCallbacks'

// One Stripe.js per key for the page's lifetime (Stripe asks for a single instance).
const loaded = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string) {
  if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey))
  return loaded.get(publishableKey)!
}

type Props = { publishableKey: string; clientSecret: string; busy: boolean; callbacks: CardCallbacks }

/**
 * Stripe's Payment Element for the payment the server created. Loaded only when the payment area
 * opens; Stripe.js itself comes from js.stripe.com, which only the checkout pages' policy allows.
 * A declined card leaves the same PaymentIntent ready to confirm again: no second charge.
 */
export function StripeCardForm({ publishableKey, clientSecret, busy, callbacks }: Props) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#0d5960', colorDanger: '#a4262c' } },
      }}
    >
      <StripePay busy={busy} callbacks={callbacks} />
    </Elements>
  )
}

function StripePay({ busy, callbacks }: Pick<Props, 'busy' | 'callbacks'>) {
  const id = useId()
  const stripe = useStripe()
  const elements = useElements()

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements) return
    callbacks.onStart()
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    })
    // Card and validation errors carry a sentence written for the buyer; others do not.
    if (error)
      return callbacks.onDeclined(
        error.type === 'card_error' || error.type === 'validation_error' ? error.message : null,
      )
    if (paymentIntent?.status === 'succeeded') return callbacks.onPaid()
    if (paymentIntent?.status === 'processing') return callbacks.onProcessing()
    callbacks.onDeclined(null)
  }

  return (
    <form className="checkout__card" onSubmit={pay} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Pay by card</h3>
      <PaymentElement />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || !stripe || !elements}>
          Pay
        </button>
      </div>
    </form>
  )
}
