import type { CollectionConfig, Field } from 'payload'

import { siteUrl } from '@/platform/settings/siteUrl'

import { adminsOnly, adminsOnlyField, adminsOrSelf, canUseAdmin } from './access'
import { ROLE_LABELS, STAFF_ROLES } from './roles'

/**
 * The columns Payload's account lock used (its own field definitions, kept hidden and read-only)
 * so the schema matches the migrations; a lock set before it was switched off still holds until
 * it expires, because Payload checks `lockUntil` at every login.
 */
const formerLockFields: Field[] = [
  {
    name: 'loginAttempts',
    type: 'number',
    defaultValue: 0,
    hidden: true,
    access: { create: () => false, update: () => false },
  },
  { name: 'lockUntil', type: 'date', hidden: true, access: { create: () => false, update: () => false } },
]

/** Staff accounts: the only people who log in. Visitors never have accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role'],
    group: 'Settings',
  },
  auth: {
    // No per-account lock: Payload counts failures per account forever (they never expire), so
    // any lock lets anyone who knows a staff address keep that person out. Guessing is slowed
    // per client address instead (authThrottle.ts, in front of the login endpoint).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Strict', secure: siteUrl().protocol === 'https:' },
  },
  access: {
    admin: canUseAdmin,
    create: adminsOnly,
    delete: adminsOnly,
    read: adminsOrSelf,
    update: adminsOrSelf,
  },
  hooks: {
    beforeChange: [
      // Whoever is created first (bootstrap or the admin's first-user screen) must be able to
      // manage everyone else, so the very first account is always an admin.
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req })
        return totalDocs === 0 ? { ...data, role: 'admin' } : data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: STAFF_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: adminsOnlyField, update: adminsOnlyField },
      saveToJWT: true,
    },
    ...formerLockFields,
  ],
}
