import { hasRole } from '@/staff/access'
import { DashboardPanel, type DashboardPanelProps } from '@/staff/dashboard/DashboardPanel'

import { ModerationFilters } from './ModerationFilters'

/** On the admin dashboard, for moderators: what waits in the Questions and Answers queue. */
export async function DashboardModeration({ payload, user }: DashboardPanelProps) {
  if (!hasRole(user, 'moderator')) return null
  return (
    <DashboardPanel id="dashboard-moderation" title="Questions and Answers">
      <ModerationFilters payload={payload} />
    </DashboardPanel>
  )
}
