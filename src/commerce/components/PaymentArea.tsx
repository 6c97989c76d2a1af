'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { apiFetch } from '@/http/clientFetch'

import { FormBanner } from '@/site/forms/FormBanner'
import { Spinner } from '@/site/forms/Spinner'

import type { CheckoutDetails } from '../checkoutForm'
import type { ServiceProduct } from '../prices'
import type { PaymentOptions } from '../providers'
import type { CardCallbacks } from './cardCallbacks'
import { DemoCardForm } from './DemoCardForm'
import { type CardIntent, completionHref, declinedMessage, PAID_ROUTE, type PaidAnswer, PROCESSING, unfinishedMessage } from './purchaseSteps'

// Each provider's library is its own chunk: a demo checkout never downloads Stripe or PayPal code.
const StripeCardForm = dynamic(() => import('./StripeCardForm').then((module) => module.StripeCardForm), {
  ssr: false,
  loading: () => <Spinner active label="Loading the card form…" />,
})
const PayPalWallet = dynamic(() => import('./PayPalWallet').then((module) => module.PayPalWallet), { ssr: false })

type Proof = { paymentIntentId: string } | { paypalOrderId: string }

type Props = { product: ServiceProduct; options: PaymentOptions; details: CheckoutDetails; intent: CardIntent | null }

/**
 * The payment area: the card form of the configured provider and, when configured, PayPal. Once a
 * provider says the payment went through, the server records it through the product's `paid*`
 * route and the buyer moves on; if that call fails, only it is repeated (the card is not shown
 * again, so nothing is paid twice).
 */
export function PaymentArea({ product, options, details, intent }: Props) {
  const router = useRouter()
  const top = useRef<HTMLElement>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [unfinished, setUnfinished] = useState<Proof | null>(null)

  // The area replaces the Continue button: bring it into view for the next step.
  useEffect(() => top.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }), [])

  async function finish(proof: Proof) {
    setBusy('Recording your payment…')
    setProblem(null)
    const answer = await apiFetch<PaidAnswer>(PAID_ROUTE[product], { body: { ...details, ...proof } })
    const href = answer.ok ? completionHref(product, answer.data) : null
    if (href) return router.push(href) // the spinner stays until the next page shows
    setBusy(null)
    setUnfinished(proof)
    setProblem(unfinishedMessage(answer.ok ? null : answer.error))
  }

  const card: CardCallbacks | null = intent && {
    onStart: () => {
      setBusy('Paying…')
      setProblem(null)
      setNotice(null)
    },
    onPaid: () => void finish({ paymentIntentId: intent.paymentIntentId }),
    onDeclined: (reason) => {
      setBusy(null)
      setProblem(declinedMessage(reason))
    },
    onProcessing: () => {
      setBusy(null)
      setNotice(PROCESSING)
    },
  }

  const canPay = !unfinished && !notice
  return (
    <section ref={top} className="checkout__payment" aria-labelledby="checkout-payment-title">
      <h3 id="checkout-payment-title" className="checkout__step">
        Payment
      </h3>
      <FormBanner message={problem} />
      {notice ? (
        <p className="checkout__notice" role="status">
          {notice}
        </p>
      ) : null}
      {unfinished ? (
        <div className="form-actions">
          <button type="button" className="button" disabled={busy !== null} onClick={() => void finish(unfinished)}>
            Try again
          </button>
        </div>
      ) : null}
      {canPay && card && options.card === 'demo' && intent ? <DemoCardForm paymentIntentId={intent.paymentIntentId} busy={busy !== null} callbacks={card} /> : null}
      {canPay && card && options.card === 'stripe' && options.stripePublishableKey && intent ? (
        <StripeCardForm publishableKey={options.stripePublishableKey} clientSecret={intent.client_secret} busy={busy !== null} callbacks={card} />
      ) : null}
      {canPay && options.paypalClientId ? (
        <PayPalWallet
          clientId={options.paypalClientId}
          product={product}
          details={details}
          busy={busy !== null}
          onApproved={(paypalOrderId) => void finish({ paypalOrderId })}
          onProblem={(message) => {
            setBusy(null)
            setProblem(message)
          }}
        />
      ) : null}
      <Spinner active={busy !== null} label={busy ?? ''} />
    </section>
  )
}
