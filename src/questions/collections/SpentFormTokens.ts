import type { CollectionConfig } from 'payload'

import { adminsOnly } from '@/staff/access'

/**
 * The nonces of form tokens already used for a submission, each kept until its token would have
 * expired anyway (`expiresAt`), so a replayed token is set aside as spam. Written only by the
 * submission's unit of work, with one insert-if-absent (`spendNonceOnce` in src/platform/db); not in the admin.
 */
export const SpentFormTokens: CollectionConfig = {
  slug: 'spent-form-tokens',
  fields: [
    { name: 'nonce', type: 'text', required: true, unique: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  // A nonce is spent once and never edited: when it expires is all a row needs to say.
  timestamps: false,
  admin: { hidden: true },
  access: { read: adminsOnly, delete: adminsOnly, create: () => false, update: () => false },
}
