import type { CollectionConfig } from 'payload'

import { writtenByCode } from '@/platform/db/writtenByCode'
import { allowRoles } from '@/staff/access'

import { BUYER_TOOLS } from '@/site/buyerTools'

/**
 * How many visitors each buyer tool gave a first result (one per address and day): one row per tool and UTC day, so the
 * table stays small whatever the traffic. Only `POST /api/tools/used` writes it (one atomic
 * insert-or-increment); staff read it, and the dashboard sums it.
 */
export const ToolUses: CollectionConfig = {
  slug: 'tool-uses',
  labels: { singular: 'Tool use count', plural: 'Tool use counts' },
  admin: {
    group: 'Buyer tools',
    useAsTitle: 'day',
    defaultColumns: ['day', 'tool', 'count'],
    description: 'Uses of each buyer tool per day (UTC): visitors (one per address) who got a first result.',
  },
  access: writtenByCode(allowRoles('editor', 'moderator')),
  defaultSort: '-day',
  indexes: [{ fields: ['tool', 'day'], unique: true }],
  fields: [
    {
      name: 'tool',
      type: 'select',
      required: true,
      options: BUYER_TOOLS.map((tool) => ({ value: tool.id, label: tool.name })),
      admin: { readOnly: true },
    },
    { name: 'day', label: 'Day (UTC)', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'count', label: 'Uses', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
  ],
}
