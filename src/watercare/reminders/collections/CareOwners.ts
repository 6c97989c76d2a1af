import type { CollectionConfig } from 'payload'

import { normaliseEmail } from '@/platform/outbox/address'
import { newPublicRef } from '@/platform/tokens/publicRef'
import { writtenByCode } from '@/platform/db/writtenByCode'
import { allowRoles } from '@/staff/access'

export const OWNER_STATUSES = ['waiting', 'confirmed', 'unsubscribed'] as const
export type OwnerStatus = (typeof OWNER_STATUSES)[number]

const readOnly = { readOnly: true, position: 'sidebar' } as const
const when = { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * Owners who asked for care reminders by e-mail: one row per address, no account. The owner reaches
 * the row only through the signed links we mail (its random `ref`); staff read it, admins delete it.
 */
export const CareOwners: CollectionConfig = {
  slug: 'care-owners',
  labels: { singular: 'Care reminder owner', plural: 'Care reminder owners' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'gallons', 'bathersPerDay', 'createdAt'],
    description:
      'Owners who asked for water-care reminders. waiting: not confirmed yet, nothing but the confirmation ' +
      'mail is sent, deleted 30 days after sign-up. unsubscribed: no more reminders; the owner may delete it.',
  },
  access: writtenByCode(allowRoles('moderator'), allowRoles()),
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'ref',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      defaultValue: newPublicRef,
      admin: { ...readOnly, description: 'Random; what the mailed links are signed for.' },
    },
    { name: 'email', type: 'text', required: true },
    {
      // One row per address, whatever its case.
      name: 'emailKey',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData, value }) =>
            typeof siblingData.email === 'string' ? normaliseEmail(siblingData.email) : value,
        ],
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'waiting',
      index: true,
      options: OWNER_STATUSES.map((value) => ({ value, label: value })),
      admin: readOnly,
    },
    { name: 'gallons', type: 'number', required: true },
    { name: 'bathersPerDay', type: 'number', required: true },
    {
      name: 'lastFilledOn',
      type: 'text',
      admin: {
        description:
          'YYYY-MM-DD, if the owner gave it: their last drain and refill. The drain reminder counts from it.',
      },
    },
    { name: 'filterRinse', type: 'checkbox', defaultValue: false },
    { name: 'filterDeepClean', type: 'checkbox', defaultValue: false },
    { name: 'drainRefill', type: 'checkbox', defaultValue: false },
    { name: 'coverCheck', type: 'checkbox', defaultValue: false },
    { name: 'centsPerKwh', type: 'number' },
    { name: 'state', type: 'text' },
    { name: 'confirmationSentAt', type: 'date', admin: when },
    {
      name: 'confirmedAt',
      type: 'date',
      admin: {
        ...when,
        description: 'The reminders count their intervals from this day (the drain, from the last fill if given).',
      },
    },
    { name: 'unsubscribedAt', type: 'date', admin: when },
    {
      name: 'checkedOn',
      type: 'text',
      index: true,
      admin: { ...readOnly, description: 'The last UTC day the daily job looked for due reminders.' },
    },
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
  ],
}
