import { expiringKeysCollection } from '@/platform/db/expiringKeysCollection'
import { adminsOnly } from '@/staff/access'

/**
 * The nonces of form tokens already used for a submission, each kept until its token would have
 * expired anyway (`expiresAt`), so a replayed token is set aside as spam. Written only by the
 * submission's unit of work, with one insert-if-absent (`keepKeyOnce` in src/platform/db); not in the admin.
 */
export const SpentFormTokens = expiringKeysCollection({
  slug: 'spent-form-tokens',
  key: 'nonce',
  staffOnly: adminsOnly,
})
