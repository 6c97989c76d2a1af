'use client'

import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { formatCents } from '@/site/numbers'
import { hasRole } from '@/staff/access'
import type { StaffRole } from '@/staff/roles'
import { useStaffAction } from '@/staff/useStaffAction'

import { isOrderStatus } from '../orderStates'
import { refundRefusal } from '../server/staffOrderRules'

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
  const refund = useStaffAction('The refund')
  const [confirming, setConfirming] = useState(false)

  if (refund.state.kind === 'done') return <p role="status">Refunded: the payment provider has given the money back.</p>
  // Offered exactly when the server would take the refund (the same rule).
  const refundable =
    isOrderStatus(status) &&
    typeof product === 'string' &&
    typeof provider === 'string' &&
    refundRefusal({ status, product, provider }) === null
  if (!id || !hasRole(user) || !refundable) return null

  // A refusal shows under the Refund button again; pressing it starts over.
  const press = async () => {
    await refund.run(`/order-refunds/${id}`)
    setConfirming(false)
  }

  const price = typeof amount === 'number' ? `${formatCents(amount)} USD` : 'the whole payment'
  return (
    <div className="order-refund">
      {confirming ? (
        <>
          <p>Refund {price} to the buyer? This cannot be undone.</p>
          <Button buttonStyle="primary" size="small" onClick={press} disabled={refund.state.kind === 'busy'}>
            Yes, refund {price}
          </Button>
          <Button buttonStyle="secondary" size="small" onClick={() => setConfirming(false)}>
            Keep the payment
          </Button>
        </>
      ) : (
        <Button
          buttonStyle="secondary"
          size="small"
          onClick={() => {
            refund.reset()
            setConfirming(true)
          }}
        >
          Refund
        </Button>
      )}
      <p role="status" aria-live="polite">
        {refund.state.kind === 'refused' ? refund.state.message : ''}
      </p>
    </div>
  )
}
