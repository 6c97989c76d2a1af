import { hasRole } from '@/staff/access'
import { DashboardPanel, type DashboardPanelProps } from '@/staff/dashboard/DashboardPanel'

import { findWaitingPriceChecks, WAITING_HOURS } from '../server/waitingPriceChecks'

/**
 * On the admin dashboard, for moderators (price checks are visitors' personal data; editors never
 * see them): requests whose report is overdue, oldest first, each a link to write it.
 */
export async function DashboardWaitingPriceChecks({ payload, user }: DashboardPanelProps) {
  if (!hasRole(user, 'moderator')) return null
  const { checks, total } = await findWaitingPriceChecks(payload)
  return (
    <DashboardPanel id="dashboard-price-checks" title={`Price checks waiting more than ${WAITING_HOURS} hours`}>
      {total === 0 ? (
        <p>None: every request older than {WAITING_HOURS} hours has its report.</p>
      ) : (
        <>
          <ul className="dashboard-price-checks__list">
            {checks.map((check) => (
              <li key={check.id}>
                <a href={`/admin/collections/price-checks/${check.id}`}>{check.name}</a> ({check.zipcode}),{' '}
                {check.status}, waiting {check.hoursWaiting} hours
              </li>
            ))}
          </ul>
          {total > checks.length ? <p>and {total - checks.length} more.</p> : null}
        </>
      )}
    </DashboardPanel>
  )
}
