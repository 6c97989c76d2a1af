import type { CollectionConfig } from 'payload'

import { adminsOnly, adminsOnlyField, adminsOrSelf, canUseAdmin } from './access'
import { ROLE_LABELS, STAFF_ROLES } from './roles'

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
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
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
  ],
}
