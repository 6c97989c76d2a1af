import type { CollectionConfig } from 'payload'

import { adminsOnly } from '@/staff/access'

/**
 * Hit counters for the per-address rate limiter. Kept in the database so that every app
 * server in front of one PostgreSQL shares the same counts. Rows expire on their own.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: 'Rate-limit counter', plural: 'Rate-limit counters' },
  admin: { hidden: true },
  access: { read: adminsOnly, create: () => false, update: () => false, delete: adminsOnly },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
