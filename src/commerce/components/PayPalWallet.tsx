'use client'

import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js'

import { apiFetch } from '@/platform/http/clientFetch'

import { PAYPAL_CANCELLED, PAYPAL_FAILED, type WalletOrder } from './purchaseSteps'

type Props = {
  clientId: string
  /** The purchase's `create-payment-intent` body (Purchase.order). */
  order: Record<string, unknown>
  busy: boolean
  onApproved: (paypalOrderId: string) => void
  onProblem: (message: string) => void
}

/**
 * PayPal's button. The order is created by our server at its own prices when the buyer presses
 * it, and captured by our server (the `paid*` route) once the buyer approves; the browser never
 * captures. Loaded only when the payment area opens.
 */
export function PayPalWallet({ clientId, order, busy, onApproved, onProblem }: Props) {
  return (
    <div className="checkout__wallet">
      <h3>Or pay with PayPal</h3>
      <PayPalScriptProvider
        options={{ clientId, currency: 'USD', intent: 'capture', components: 'buttons', locale: 'en_US' }}
      >
        <PayPalButtons
          fundingSource="paypal"
          style={{ layout: 'horizontal', label: 'pay', tagline: false }}
          disabled={busy}
          createOrder={async () => {
            const created = await apiFetch<WalletOrder>('/api/ecomm/create-payment-intent', {
              body: { ...order, provider: 'paypal' },
            })
            if (!created.ok) {
              onProblem(created.error ?? PAYPAL_FAILED)
              throw new Error('The PayPal order could not be created.')
            }
            return created.data.paypalOrderId
          }}
          onApprove={async (data) => onApproved(data.orderID)}
          onCancel={() => onProblem(PAYPAL_CANCELLED)}
          onError={() => onProblem(PAYPAL_FAILED)}
        />
      </PayPalScriptProvider>
    </div>
  )
}
