import type { Payload } from 'payload'

import { hasRole } from '@/staff/access'
import type { StaffRole } from '@/staff/roles'

import { ModerationFilters } from './ModerationFilters'

/** On the admin dashboard, for moderators: what waits in the Questions and Answers queue. */
export async function DashboardModeration({
  payload,
  user,
}: {
  payload: Payload
  user?: { role?: StaffRole | null } | null
}) {
  if (!hasRole(user, 'moderator')) return null
  return (
    <section className="dashboard-moderation" aria-labelledby="dashboard-moderation-title">
      <h2 id="dashboard-moderation-title">Questions and Answers</h2>
      <ModerationFilters payload={payload} />
    </section>
  )
}
