import { hasRole } from '@/staff/access'
import { DashboardPanel, type DashboardPanelProps } from '@/staff/dashboard/DashboardPanel'

import { countOrderQueue, orderQueueUrl, TO_SHIP_QUEUE } from './orderQueues'

/**
 * On the admin dashboard, for moderators (orders are buyers' personal data): paid spa-product orders not yet shipped.
 */
export async function DashboardOrdersToShip({ payload, user }: DashboardPanelProps) {
  if (!hasRole(user, 'moderator')) return null
  const count = await countOrderQueue(payload, TO_SHIP_QUEUE)
  return (
    <DashboardPanel id="dashboard-orders-to-ship" className="dashboard-price-checks" title="Orders waiting to ship">
      <p>
        {count === 0
          ? 'None: every paid spa-product order has shipped. '
          : `${count} paid spa-product ${count === 1 ? 'order waits' : 'orders wait'} to ship. `}
        <a href={orderQueueUrl(TO_SHIP_QUEUE)}>Open the orders to ship</a>
      </p>
    </DashboardPanel>
  )
}
