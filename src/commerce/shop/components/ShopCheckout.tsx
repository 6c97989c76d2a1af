'use client'

import dynamic from 'next/dynamic'
import { type FormEvent, useId, useState } from 'react'

import { apiFetch } from '@/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { SelectField } from '@/site/forms/SelectField'
import { Spinner } from '@/site/forms/Spinner'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { TextField } from '@/site/forms/TextField'
import { useFormSubmission } from '@/site/forms/useFormSubmission'
import { useTouchedFields } from '@/site/forms/useTouchedFields'
import { fieldSetter } from '@/site/forms/fieldSetter'

import { type CardIntent, shopPurchase } from '../../components/purchaseSteps'
import type { PaymentOptions } from '../../providers'
import type { BasketLine } from '../basket'
import { SHOP_MESSAGES } from '../schemas'
import { checkShipping, type ShippingField, type ShippingValues, type ShopOrder } from '../shippingForm'
import { US_STATES } from '@/site/usStates'

import { SHIP_COUNTRY } from '../shipCountry'
import { OrderSummary, type ServerTotals } from './OrderSummary'

// The payment code (demo card form, Stripe, PayPal) is its own chunk, fetched when the payment area opens.
const PaymentArea = dynamic(() => import('../../components/PaymentArea').then((module) => module.PaymentArea), {
  ssr: false,
  loading: () => <Spinner active label="Loading the payment form…" />,
})

const NOT_AVAILABLE =
  'Online payment is not available right now. Please try again ' +
  'later, or write to us using the address at the foot of the page.'
const STATE_CHOICES = [
  { value: '', label: 'Choose your state' },
  ...Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: name })),
]

/** `201` of `create-payment-intent` for a basket: the card payment and the server's own lines and totals. */
type ShopIntent = CardIntent & ServerTotals

type Paying = { order: ShopOrder; intent: ShopIntent | null }

/**
 * The shop's checkout for the basket: where to ship it, then, on a valid Continue, the order and its
 * payment from the server, the server's lines, tax and total, and the payment area the services use.
 * Field messages appear once a field has been touched; an invalid Continue shows them all.
 */
export function ShopCheckout({ items, options }: { items: BasketLine[]; options: PaymentOptions }) {
  const id = useId()
  const [values, setValues] = useState<ShippingValues>({
    name: '',
    email: '',
    address: '',
    city: '',
    state: '',
    zip: '',
  })
  const [paying, setPaying] = useState<Paying | null>(null)
  const touched = useTouchedFields<ShippingField>()
  const submission = useFormSubmission<Paying>({ onSent: setPaying })

  const check = checkShipping(items, values)
  const locked = paying !== null
  const setValue = fieldSetter(setValues)
  const field = (name: ShippingField) => ({
    value: values[name],
    error: touched.shown(name, check.errors[name]) ?? submission.fieldErrors[name] ?? null,
    onChange: setValue(name),
    onBlur: touched.leave(name),
  })

  function proceed(event: FormEvent) {
    event.preventDefault()
    if (!check.ok) {
      touched.touchAll()
      return submission.refuse(check.errors.items ?? SHOP_MESSAGES.incomplete)
    }
    const order = check.order
    // A wallet-only checkout creates its PayPal order when the buyer presses the PayPal button.
    if (!options.card) return setPaying({ order, intent: null })
    void submission.submit(async () => {
      const created = await apiFetch<ShopIntent>('/api/ecomm/create-payment-intent', { body: order })
      return created.ok ? { ...created, data: { order, intent: created.data } } : created
    })
  }

  if (!options.card && !options.wallet) {
    return <p className="checkout__unavailable">{NOT_AVAILABLE}</p>
  }

  return (
    <section className="checkout shop-checkout" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Where should we send it?</h3>
      <form className="checkout__form" onSubmit={proceed} noValidate aria-label="Shipping details">
        <TextField
          id={`${id}-name`}
          label="Name"
          autoComplete="shipping name"
          required
          readOnly={locked}
          {...field('name')}
        />
        <TextField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          readOnly={locked}
          {...field('email')}
        />
        <TextField
          id={`${id}-address`}
          label="Street address"
          autoComplete="shipping street-address"
          required
          readOnly={locked}
          {...field('address')}
        />
        <TextField
          id={`${id}-city`}
          label="City"
          autoComplete="shipping address-level2"
          required
          readOnly={locked}
          {...field('city')}
        />
        <SelectField
          id={`${id}-state`}
          label="State"
          autoComplete="shipping address-level1"
          required
          disabled={locked}
          choices={STATE_CHOICES}
          {...field('state')}
        />
        <TextField
          id={`${id}-country`}
          label="Country"
          hint={SHOP_MESSAGES.country}
          value={SHIP_COUNTRY.name}
          readOnly
        />
        <TextField
          id={`${id}-zip`}
          label="ZIP code"
          inputMode="numeric"
          autoComplete="shipping postal-code"
          required
          readOnly={locked}
          {...field('zip')}
        />
        {paying ? null : <FormBanner message={submission.banner} />}
        <div className="form-actions">
          {paying ? (
            <button type="button" className="button button--secondary button--small" onClick={() => setPaying(null)}>
              Change the shipping details
            </button>
          ) : (
            <>
              <SubmitButton submission={submission} busyLabel="Continue" retryLabel="Try again">
                Continue
              </SubmitButton>
              <Spinner active={submission.busy} label="Working out your total…" />
            </>
          )}
        </div>
      </form>
      {paying?.intent ? <OrderSummary totals={paying.intent} /> : null}
      {paying && !paying.intent ? (
        <p className="checkout__notice">PayPal shows your total with tax before you pay.</p>
      ) : null}
      {paying ? <PaymentArea purchase={shopPurchase(paying.order)} options={options} intent={paying.intent} /> : null}
    </section>
  )
}
