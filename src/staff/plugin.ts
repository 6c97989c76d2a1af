import type { Plugin } from 'payload'

import { withCapability } from '@/server/capabilityPlugin'

import { Users } from './Users'

/** Staff accounts, who log in to the admin, and the dashboard's business figures. */
export const staffPlugin = (): Plugin => (config) => {
  const withStaff = withCapability(config, {
    collections: [Users],
    dashboard: ['@/staff/dashboard/BusinessAtAGlance#BusinessAtAGlance'],
  })
  return { ...withStaff, admin: { ...withStaff.admin, user: Users.slug } }
}
