'use client'

import dynamic from 'next/dynamic'
import { type FormEvent, type ReactNode, useId, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { fieldSetter } from '@/site/forms/fieldSetter'
import { FormBanner } from '@/site/forms/FormBanner'
import { Spinner } from '@/site/forms/Spinner'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { type FormSubmission, useFormSubmission } from '@/site/forms/useFormSubmission'
import { useTouchedFields } from '@/site/forms/useTouchedFields'

import type { PaymentOptions } from '../providers'
import type { CardIntent, Purchase } from './purchaseSteps'

// The payment code (demo card form, Stripe, PayPal) is its own chunk, fetched when the payment area opens.
const PaymentArea = dynamic(() => import('./PaymentArea').then((module) => module.PaymentArea), {
  ssr: false,
  loading: () => <Spinner active label="Loading the payment form…" />,
})

export const PAYMENT_NOT_AVAILABLE =
  'Online payment is not available right now. Please try again ' +
  'later, or write to us using the address at the foot of the page.'

/** What the buyer is paying for once Continue went through; no intent when PayPal alone takes the payment. */
type Paying<Order, Intent> = { order: Order; intent: Intent | null }

/**
 * The steps every checkout shares, services and spa products alike: the buyer's fields (messages once
 * a field is touched; an invalid Continue shows them all), then, on a valid Continue, an order and its
 * payment from the server. While paying, the fields are locked until the buyer asks to change them.
 */
export function useCheckout<Field extends string, Order, Intent extends CardIntent>(
  start: Record<Field, string>,
  options: PaymentOptions,
) {
  const id = useId()
  const [values, setValues] = useState(start)
  const [paying, setPaying] = useState<Paying<Order, Intent> | null>(null)
  const touched = useTouchedFields<Field>()
  const submission = useFormSubmission<Paying<Order, Intent>>({ onSent: setPaying })
  const setValue = fieldSetter(setValues)

  return {
    /** The checkout's own id, the prefix of its fields' ids. */
    id,
    values,
    paying,
    locked: paying !== null,
    submission,
    change: () => setPaying(null),
    /** A required field's id, value, message (once touched, else the server's) and handlers. */
    field: (name: Field, errors: Partial<Record<Field, string>>) => ({
      id: `${id}-${name}`,
      required: true,
      value: values[name],
      error: touched.shown(name, errors[name]) ?? submission.fieldErrors[name] ?? null,
      onChange: setValue(name),
      onBlur: touched.leave(name),
    }),
    /** Continue: `order` is null when the form is invalid, and `refusal` the banner that says so. */
    proceed(event: FormEvent, order: Order | null, refusal: string, body: unknown) {
      event.preventDefault()
      if (order === null) {
        touched.touchAll()
        return submission.refuse(refusal)
      }
      // A wallet-only checkout creates its PayPal order when the buyer presses the PayPal button.
      if (!options.card) return setPaying({ order, intent: null })
      void submission.submit(async () => {
        const created = await apiFetch<Intent>('/api/ecomm/create-payment-intent', { body })
        return created.ok ? { ...created, data: { order, intent: created.data } } : created
      })
    },
  }
}

type Props = {
  checkout: {
    paying: { intent: CardIntent | null } | null
    submission: Pick<FormSubmission, 'banner' | 'busy' | 'canRetry'>
    change: () => void
  }
  /** The form's accessible name: "Your details". */
  label: string
  onSubmit: (event: FormEvent) => void
  /** The button that unlocks the fields while paying: "Change my details". */
  changeLabel: string
  /** Beside Continue while the server prepares the payment. */
  busyLabel: string
  /** What is paid for, once the buyer is paying. */
  purchase: Purchase | null
  options: PaymentOptions
  /** Shown between the form and the payment area while paying (the shop's totals). */
  summary?: ReactNode
  /** The buyer's fields. */
  children: ReactNode
}

/** A checkout's form (fields, banner, Continue or Change) and, once paying, its payment area. */
export function CheckoutForm({
  checkout,
  label,
  onSubmit,
  changeLabel,
  busyLabel,
  purchase,
  options,
  summary,
  children,
}: Props) {
  const { paying, submission } = checkout
  return (
    <>
      <form className="checkout__form" onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
        {paying ? null : <FormBanner message={submission.banner} />}
        <div className="form-actions">
          {paying ? (
            <button type="button" className="button button--secondary button--small" onClick={checkout.change}>
              {changeLabel}
            </button>
          ) : (
            <>
              <SubmitButton submission={submission} busyLabel="Continue" retryLabel="Try again">
                Continue
              </SubmitButton>
              <Spinner active={submission.busy} label={busyLabel} />
            </>
          )}
        </div>
      </form>
      {paying ? summary : null}
      {paying && purchase ? <PaymentArea purchase={purchase} options={options} intent={paying.intent} /> : null}
    </>
  )
}
