import { hiddenTable } from '@/platform/db/hiddenTable'
import { adminsOnly } from '@/staff/access'

const DEMO_PAYMENT_STATUSES = ['requires_payment_method', 'succeeded'] as const

/**
 * The demo provider's payment intents, in the database so that every app server agrees on them.
 * Hidden: it is the demo's own state, not a record staff work with.
 */
export const DemoPayments = hiddenTable({
  slug: 'demo-payments',
  labels: { singular: 'Demo payment', plural: 'Demo payments' },
  staffOnly: adminsOnly,
  fields: [
    { name: 'intentId', type: 'text', required: true, unique: true },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true },
    { name: 'clientSecret', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'requires_payment_method',
      options: DEMO_PAYMENT_STATUSES.map((value) => ({ value, label: value })),
    },
    { name: 'lastError', type: 'text' },
    { name: 'orderRef', type: 'text', required: true },
    { name: 'product', type: 'text', required: true },
    { name: 'amount', type: 'number', required: true },
    { name: 'currency', type: 'text', required: true },
    { name: 'email', type: 'text', required: true },
  ],
})
