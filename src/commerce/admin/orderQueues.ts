import type { Payload, Where } from 'payload'

import { adminListUrl } from '@/staff/adminListUrl'

import { SHOP_PRODUCT } from '../orderStates'

export type OrderQueue = { key: string; label: string; where?: Where; counted: boolean }

// A demo order is never shipped (no money was taken): it waits in no queue.
const toShip: Where = {
  and: [{ status: { equals: 'paid' } }, { product: { equals: SHOP_PRODUCT } }, { provider: { not_equals: 'demo' } }],
}

/** The order lists staff work from, in the order they work through them. */
export const ORDER_QUEUES: readonly OrderQueue[] = [
  { key: 'to-ship', label: 'To ship', where: toShip, counted: true },
  { key: 'shipped', label: 'Shipped', where: { status: { equals: 'shipped' } }, counted: true },
  {
    key: 'paid-services',
    label: 'Paid services',
    where: { and: [{ status: { equals: 'paid' } }, { product: { not_equals: SHOP_PRODUCT } }] },
    counted: false,
  },
  { key: 'refunded', label: 'Refunded', where: { status: { equals: 'refunded' } }, counted: false },
  { key: 'all', label: 'All', counted: false },
]

/** The admin's orders list showing one queue. */
export const orderQueueUrl = (queue: OrderQueue): string => adminListUrl('orders', queue.where)

export const TO_SHIP_QUEUE = ORDER_QUEUES[0]!

/** How many orders a queue holds (staff-only counts: the admin components run on the server). */
export async function countOrderQueue(payload: Payload, queue: OrderQueue): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'orders',
    ...(queue.where ? { where: queue.where } : {}),
    overrideAccess: true,
  })
  return totalDocs
}
