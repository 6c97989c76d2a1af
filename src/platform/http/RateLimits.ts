import type { Access, CollectionConfig } from 'payload'

import { hiddenTable } from '@/platform/db/hiddenTable'

/**
 * Hit counters for the per-address rate limiter. Kept in the database so that every app
 * server in front of one PostgreSQL shares the same counts. Rows expire on their own. Who may
 * read and clear them (`staffOnly`) is the composition root's to say.
 */
export const rateLimitsCollection = (staffOnly: Access): CollectionConfig =>
  hiddenTable({
    slug: 'rate-limits',
    labels: { singular: 'Rate-limit counter', plural: 'Rate-limit counters' },
    staffOnly,
    fields: [
      { name: 'key', type: 'text', required: true, unique: true },
      { name: 'hits', type: 'number', required: true, defaultValue: 0 },
      { name: 'expiresAt', type: 'date', required: true, index: true },
    ],
  })
