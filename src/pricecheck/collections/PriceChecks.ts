import type { CollectionConfig } from 'payload'

import { allowRoles } from '@/staff/access'

import { MAX_TUBS } from '../schemas'

export const PRICE_CHECK_STATUSES = ['new', 'in progress', 'report sent'] as const

/**
 * Visitors' price check requests: staff answer each with a report by e-mail within 24-48 hours.
 * Personal data, so staff only; the public never reads it back.
 */
export const PriceChecks: CollectionConfig = {
  slug: 'price-checks',
  labels: { singular: 'Price check', plural: 'Price checks' },
  admin: {
    group: 'Price checks',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'zipcode', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'zipcode'],
    description: 'Requests from the free price checker. The visitor was promised a report by e-mail within 24-48 hours.',
  },
  // Visitors' personal data: moderators and admins only, never editors (content staff).
  access: { read: allowRoles('moderator'), create: () => false, update: allowRoles('moderator'), delete: allowRoles() },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: PRICE_CHECK_STATUSES.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'email', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'zipcode', label: 'Zip code', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    {
      name: 'tubs',
      type: 'array',
      minRows: 1,
      maxRows: MAX_TUBS,
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'brand', type: 'text', required: true },
            { name: 'model', type: 'text', required: true },
            { name: 'price', label: 'Quoted price', type: 'text', required: true },
          ],
        },
      ],
    },
    { name: 'staffNotes', label: 'Staff notes', type: 'textarea', admin: { description: 'Only staff see this.' } },
  ],
}
