'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'
import { FormBanner } from '@/site/forms/FormBanner'
import { Spinner } from '@/site/forms/Spinner'
import { SubmitButton } from '@/site/forms/SubmitButton'
import { useFormSubmission } from '@/site/forms/useFormSubmission'

import type { PaymentOptions } from '../providers'
import type { CardCallbacks } from './cardCallbacks'
import { DemoCardForm } from './DemoCardForm'
import {
  type CardIntent,
  declinedMessage,
  type PaidAnswer,
  PROCESSING,
  type Purchase,
  unfinishedMessage,
} from './purchaseSteps'

// Each provider's library is its own chunk: a demo checkout never downloads Stripe or PayPal code.
const StripeCardForm = dynamic(() => import('./StripeCardForm').then((module) => module.StripeCardForm), {
  ssr: false,
  loading: () => <Spinner active label="Loading the card form…" />,
})
const PayPalWallet = dynamic(() => import('./PayPalWallet').then((module) => module.PayPalWallet), { ssr: false })

type Proof = { paymentIntentId: string } | { paypalOrderId: string }

type Props = { purchase: Purchase; options: PaymentOptions; intent: CardIntent | null }

/**
 * The payment area: the card form of the configured provider and, when configured, PayPal. Once a
 * provider says the payment went through, the server records it through the purchase's `paid*`
 * route and the buyer moves on; if that call fails, only it is repeated (the card is not shown
 * again, so nothing is paid twice).
 */
export function PaymentArea({ purchase, options, intent }: Props) {
  const router = useRouter()
  const top = useRef<HTMLElement>(null)
  const [paying, setPaying] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [paidWith, setPaidWith] = useState<Proof | null>(null)
  // Recording a payment the provider accepted is always safe to repeat: the server fulfils once.
  const recording = useFormSubmission<string>({
    onSent: (href) => router.push(href), // the spinner stays until the next page shows
    failureMessage: (failure) => unfinishedMessage(failure.error),
    retryable: () => true,
  })

  // The area replaces the Continue button: bring it into view for the next step. (Braces: newer
  // browsers return a Promise from scrollIntoView, which React would take for the effect's cleanup.)
  useEffect(() => {
    void top.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [])

  function finish(proof: Proof) {
    setPaying(false)
    setPaidWith(proof)
    void recording.submit(async () => {
      const answer = await apiFetch<PaidAnswer>(purchase.paidRoute, { body: { ...purchase.paidBody, ...proof } })
      if (!answer.ok) return answer
      const href = purchase.next(answer.data)
      return href ? { ...answer, data: href } : { ok: false, status: answer.status, errors: {} }
    })
  }

  const card: CardCallbacks | null = intent && {
    onStart: () => {
      setPaying(true)
      setRefused(null)
      setNotice(null)
    },
    onPaid: () => finish({ paymentIntentId: intent.paymentIntentId }),
    onDeclined: (reason) => {
      setPaying(false)
      setRefused(declinedMessage(reason))
    },
    onProcessing: () => {
      setPaying(false)
      setNotice(PROCESSING)
    },
  }

  const busy = paying || recording.busy || recording.sent
  // Once a provider has taken the payment, only recording it remains: the card is never shown again.
  const canPay = !paidWith && !notice
  return (
    <section ref={top} className="checkout__payment" aria-labelledby="checkout-payment-title">
      <h3 id="checkout-payment-title" className="checkout__step">
        Payment
      </h3>
      <FormBanner message={recording.banner ?? refused} />
      {notice ? (
        <p className="checkout__notice" role="status">
          {notice}
        </p>
      ) : null}
      {paidWith && recording.canRetry ? (
        <form
          className="form-actions"
          aria-label="Finish your order"
          onSubmit={(event) => {
            event.preventDefault()
            finish(paidWith)
          }}
        >
          <SubmitButton submission={recording} busyLabel="Try again">
            Try again
          </SubmitButton>
        </form>
      ) : null}
      {canPay && card && options.card === 'demo' && intent ? (
        <DemoCardForm paymentIntentId={intent.paymentIntentId} busy={busy} callbacks={card} />
      ) : null}
      {canPay && card && options.card === 'stripe' && options.stripePublishableKey && intent ? (
        <StripeCardForm
          publishableKey={options.stripePublishableKey}
          clientSecret={intent.client_secret}
          busy={busy}
          callbacks={card}
        />
      ) : null}
      {canPay && options.paypalClientId ? (
        <PayPalWallet
          clientId={options.paypalClientId}
          order={purchase.order}
          busy={busy}
          onApproved={(paypalOrderId) => finish({ paypalOrderId })}
          onProblem={(message) => {
            setPaying(false)
            setRefused(message)
          }}
        />
      ) : null}
      <Spinner active={busy} label={paying ? 'Paying…' : 'Recording your payment…'} />
    </section>
  )
}
