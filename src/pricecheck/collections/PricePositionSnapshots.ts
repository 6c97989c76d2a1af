import type { CollectionConfig } from 'payload'

import { writtenByCode } from '@/platform/db/writtenByCode'
import { allowRoles } from '@/staff/access'

/**
 * The published price positions: one snapshot per brand and model, the only thing
 * `GET /api/tools/pricePosition` reads. Written only by `refreshPositionSnapshots` when a report is
 * sent (at most every 30 days, after 5 new reviewed buyers); staff who handle price checks read it,
 * nobody edits it (a hand-edited band would no longer say what buyers were quoted).
 */
export const PricePositionSnapshots: CollectionConfig = {
  slug: 'price-position-snapshots',
  labels: { singular: 'Published price band', plural: 'Published price bands' },
  admin: {
    group: 'Price checks',
    useAsTitle: 'model',
    defaultColumns: ['brand', 'model', 'computedAt', 'buyersCounted'],
    description:
      'What the public sees of buyers’ quotes per model: the middle half, rounded outward to $500. ' +
      'Recomputed when a report is sent, at most every 30 days and after 5 new reviewed buyers. Read-only.',
  },
  access: writtenByCode(allowRoles('moderator')),
  defaultSort: '-computedAt',
  fields: [
    {
      name: 'modelKey',
      label: 'Model key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Brand and model, trimmed, in lower case.' },
    },
    { name: 'brand', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'model', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'computedAt',
      label: 'Snapshot taken',
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'buyersCounted',
      label: 'Buyers counted (exact, staff only)',
      type: 'number',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'bands',
      label: 'Bands',
      type: 'json',
      required: true,
      admin: {
        readOnly: true,
        description: 'national: the country’s band or null; states: each state’s band where it qualifies.',
      },
    },
  ],
}
