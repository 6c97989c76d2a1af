import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/** A staff account as Payload's access checks take it (`user` in a Local API call). */
export type StaffUser = User & { collection: 'users' }

/**
 * A staff account made directly in the database (the very first account is always made an admin,
 * whatever `role` says). `password` defaults to one long enough for the users collection.
 */
export async function createStaff(
  payload: Payload,
  data: { email: string; role: User['role']; name?: string; password?: string },
): Promise<StaffUser> {
  const user = await payload.create({
    collection: 'users',
    data: { password: 'a-long-test-password', ...data },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' }
}
