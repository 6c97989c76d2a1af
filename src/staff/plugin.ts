import type { Plugin } from 'payload'

import { withCapability } from '@/platform/plugins/capabilityPlugin'

import { Users } from './Users'

/** Staff accounts, who log in to the admin, and the dashboard's business figures. */
export const staffPlugin = (): Plugin => (config) => {
  const withStaff = withCapability(config, {
    collections: [Users],
    dashboard: ['@/staff/dashboard/BusinessAtAGlance#BusinessAtAGlance'],
  })
  return { ...withStaff, admin: { ...withStaff.admin, user: Users.slug } }
}
