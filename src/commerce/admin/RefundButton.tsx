'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { formatCents } from '@/site/numbers'
import { hasRole } from '@/staff/access'
import { postStaffAction } from '@/staff/postStaffAction'
import type { StaffRole } from '@/staff/roles'

import { isOrderStatus } from '../orderStates'
import { refundRefusal } from '../server/staffOrderRules'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string }

/**
 * In an order's sidebar, for admins: refunds the whole payment through the provider that took it
 * (POST /api/cms/order-refunds/{id}), after a second press that names the amount, then reloads the
 * order to show it refunded.
 */
export function RefundButton() {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ role?: StaffRole | null }>()
  const status = useFormFields(([fields]) => fields.status?.value)
  const product = useFormFields(([fields]) => fields.product?.value)
  const provider = useFormFields(([fields]) => fields.provider?.value)
  const amount = useFormFields(([fields]) => fields.amount?.value)
  const { config } = useConfig()
  const router = useRouter()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  if (outcome.kind === 'done') return <p role="status">{outcome.message}</p>
  // Offered exactly when the server would take the refund (the same rule).
  const refundable =
    isOrderStatus(status) &&
    typeof product === 'string' &&
    typeof provider === 'string' &&
    refundRefusal({ status, product, provider }) === null
  if (!id || !hasRole(user) || !refundable) return null

  const refund = async () => {
    setOutcome({ kind: 'busy' })
    const answer = await postStaffAction(`${config.routes.api}/order-refunds/${id}`, 'The refund')
    if (!answer.ok) return setOutcome({ kind: 'error', message: answer.message })
    setOutcome({ kind: 'done', message: 'Refunded: the payment provider has given the money back.' })
    router.refresh()
  }

  const price = typeof amount === 'number' ? `${formatCents(amount)} USD` : 'the whole payment'
  return (
    <div className="order-refund">
      {outcome.kind === 'confirming' || outcome.kind === 'busy' ? (
        <>
          <p>Refund {price} to the buyer? This cannot be undone.</p>
          <Button buttonStyle="primary" size="small" onClick={refund} disabled={outcome.kind === 'busy'}>
            Yes, refund {price}
          </Button>
          <Button buttonStyle="secondary" size="small" onClick={() => setOutcome({ kind: 'idle' })}>
            Keep the payment
          </Button>
        </>
      ) : (
        <Button buttonStyle="secondary" size="small" onClick={() => setOutcome({ kind: 'confirming' })}>
          Refund
        </Button>
      )}
      <p role="status" aria-live="polite">
        {outcome.kind === 'error' ? outcome.message : ''}
      </p>
    </div>
  )
}
