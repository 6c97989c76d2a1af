'use client'

import { type FormEvent, useId, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { TextField } from '@/site/forms/TextField'

import type { CardCallbacks } from './cardCallbacks'

const TEST_CARDS_HINT = 'Use the test card 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card.'

/**
 * The demo provider's card form (api.md: `POST /api/ecomm/demo/confirm`), labelled as a demo on
 * the page: it takes only a card number and behaves like Stripe's test cards. Paying again after
 * a decline confirms the same payment, so nothing is ever charged twice.
 */
export function DemoCardForm({
  paymentIntentId,
  busy,
  callbacks,
}: {
  paymentIntentId: string
  busy: boolean
  callbacks: CardCallbacks
}) {
  const id = useId()
  const [cardNumber, setCardNumber] = useState('')

  async function pay(event: FormEvent) {
    event.preventDefault()
    const digits = cardNumber.replace(/[\s-]/g, '')
    if (!/^\d{12,19}$/.test(digits)) return callbacks.onDeclined('Please enter a card number.')
    callbacks.onStart()
    const result = await apiFetch<{ status?: string }>('/api/ecomm/demo/confirm', {
      body: { paymentIntentId, cardNumber: digits },
    })
    if (result.ok && result.data.status === 'succeeded') return callbacks.onPaid()
    if (result.ok) return callbacks.onProcessing()
    if (result.status === 400) return callbacks.onDeclined('That is not one of the demo’s test cards.')
    callbacks.onDeclined(result.error)
  }

  return (
    <form className="checkout__card checkout__card--demo" onSubmit={pay} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="checkout__demo-label">
        DEMO checkout: no money moves
      </h3>
      <TextField
        id={`${id}-card`}
        label="Card number"
        hint={TEST_CARDS_HINT}
        inputMode="numeric"
        autoComplete="off"
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          Pay
        </button>
      </div>
    </form>
  )
}
