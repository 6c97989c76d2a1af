import type { Access, FieldAccess, PayloadRequest } from 'payload'

import type { StaffRole } from './roles'

type MaybeStaff = { role?: StaffRole | null } | null | undefined

export function hasRole(user: MaybeStaff, ...roles: StaffRole[]): boolean {
  if (!user?.role) return false
  // Admins hold every role.
  return user.role === 'admin' || roles.includes(user.role)
}

const staffUser = (req: PayloadRequest): MaybeStaff => req.user as MaybeStaff

/** Collection access: only staff holding one of `roles` (admins always). */
export const allowRoles =
  (...roles: StaffRole[]): Access =>
  ({ req }) =>
    hasRole(staffUser(req), ...roles)

export const adminsOnly: Access = allowRoles()

/** For Payload's yes-or-no checks (job queue access): is this person an admin? */
export const isAdmin = ({ req }: { req: PayloadRequest }): boolean => hasRole(staffUser(req))

export const anyStaff: Access = allowRoles('editor', 'moderator')

/** For Payload's `access.admin`, which wants a plain yes or no: may this person use the admin? */
export const canUseAdmin = ({ req }: { req: PayloadRequest }): boolean => hasRole(staffUser(req), 'editor', 'moderator')

/** Admins see and edit every account; other staff only their own. */
export const adminsOrSelf: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  if (hasRole(staffUser(req))) return true
  return { id: { equals: user.id } }
}

export const adminsOnlyField: FieldAccess = ({ req }) => hasRole(staffUser(req))
