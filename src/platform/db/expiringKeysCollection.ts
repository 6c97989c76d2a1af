import type { Access, CollectionConfig } from 'payload'

import { hiddenTable } from './hiddenTable'

/**
 * A table of keys each kept once until it expires, written only by `keepKeyOnce` (statements/expiringKeys)
 * and cleared by `pruneExpiredKeys`: a unique `key` field and `expiresAt`, nothing else (a key is
 * never edited, so it keeps no timestamps), not in the admin. Who may read and clear it is the caller's
 * to say.
 */
export const expiringKeysCollection = (table: { slug: string; key: string; staffOnly: Access }): CollectionConfig =>
  hiddenTable({
    slug: table.slug,
    fields: [
      { name: table.key, type: 'text', required: true, unique: true },
      { name: 'expiresAt', type: 'date', required: true, index: true },
    ],
    timestamps: false,
    staffOnly: table.staffOnly,
  })
