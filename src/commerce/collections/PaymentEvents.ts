import type { CollectionConfig } from 'payload'

import { writtenByCode } from '@/platform/db/writtenByCode'
import { allowRoles } from '@/staff/access'

import { PROVIDER_NAMES } from '../providers/PaymentProvider'

/**
 * The ledger of provider webhook events: each (provider, event id) is handled once, held by the
 * unique `eventKey`. Written only by the webhook handler; read-only in the admin.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: 'Payment event', plural: 'Payment events' },
  admin: {
    group: 'Sales',
    useAsTitle: 'eventId',
    defaultColumns: ['provider', 'type', 'paymentRef', 'outcome', 'createdAt'],
    listSearchableFields: ['eventId', 'paymentRef', 'type'],
    description: 'Webhook events from Stripe and PayPal, each handled once.',
  },
  access: writtenByCode(allowRoles('moderator')),
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'provider',
      type: 'select',
      required: true,
      index: true,
      options: PROVIDER_NAMES.map((value) => ({ value, label: value })),
      admin: { readOnly: true },
    },
    { name: 'eventId', label: 'Event id', type: 'text', required: true, admin: { readOnly: true } },
    // `{provider}:{eventId}`: the unique key that makes a redelivered event a no-op.
    { name: 'eventKey', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'type', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'paymentRef', label: 'Provider payment id', type: 'text', index: true, admin: { readOnly: true } },
    { name: 'outcome', type: 'text', admin: { readOnly: true } },
  ],
}
