import type { CollectionConfig } from 'payload'

import { allowRoles } from '@/staff/access'

import { US_STATE_CODES, US_STATES } from '@/site/usStates'

/**
 * Sales tax on spa-product orders, one rate per state the shop collects in. A state without a row
 * (and an empty table) pays no tax.
 */
export const TaxRates: CollectionConfig = {
  slug: 'tax-rates',
  labels: { singular: 'Tax rate', plural: 'Tax rates' },
  admin: {
    group: 'Sales',
    useAsTitle: 'state',
    defaultColumns: ['state', 'rate', 'updatedAt'],
    description: 'Sales tax on spa-product orders by the state they ship to. States not listed pay no tax.',
  },
  access: { read: allowRoles('moderator'), create: allowRoles(), update: allowRoles(), delete: allowRoles() },
  defaultSort: 'state',
  fields: [
    {
      name: 'state',
      type: 'select',
      required: true,
      unique: true,
      options: US_STATE_CODES.map((code) => ({ value: code, label: `${US_STATES[code]} (${code})` })),
    },
    {
      name: 'rate',
      label: 'Rate (percent)',
      type: 'number',
      required: true,
      min: 0,
      max: 20,
      admin: { step: 0.001, description: 'For example 6.25 for 6.25 %. Tax is rounded to the cent.' },
    },
  ],
}
