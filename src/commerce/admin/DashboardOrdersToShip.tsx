import type { Payload } from 'payload'

import { hasRole } from '@/staff/access'
import type { StaffRole } from '@/staff/roles'

import { countOrderQueue, orderQueueUrl, TO_SHIP_QUEUE } from './orderQueues'

/**
 * On the admin dashboard, for moderators (orders are buyers' personal data): paid spa-product orders not yet shipped.
 */
export async function DashboardOrdersToShip({
  payload,
  user,
}: {
  payload: Payload
  user?: { role?: StaffRole | null } | null
}) {
  if (!hasRole(user, 'moderator')) return null
  const count = await countOrderQueue(payload, TO_SHIP_QUEUE)
  return (
    <section className="dashboard-price-checks" aria-labelledby="dashboard-orders-to-ship-title">
      <h2 id="dashboard-orders-to-ship-title">Orders waiting to ship</h2>
      <p>
        {count === 0
          ? 'None: every paid spa-product order has shipped. '
          : `${count} paid spa-product ${count === 1 ? 'order waits' : 'orders wait'} to ship. `}
        <a href={orderQueueUrl(TO_SHIP_QUEUE)}>Open the orders to ship</a>
      </p>
    </section>
  )
}
