import type { Payload } from 'payload'

import { tallyByWeek } from '@/platform/db/statements/tallyByWeek'

import type { Week } from './weeks'

export type PaidOrders = { orders: number[]; revenueCents: number[] }

/**
 * Per week, by the day each was paid: the orders paid (whatever became of them since: shipped,
 * delivered or refunded) and the paid revenue in cents, the sum of their amounts without the
 * refunded ones. A pending order has no `paidAt` and never counts, nor does one paid with the demo
 * provider (no money was taken).
 */
export async function weeklyPaidOrders(payload: Payload, weeks: Week[]): Promise<PaidOrders> {
  return tallyByWeek(payload, 'orders', weeks, {
    date: 'paidAt',
    where: { notEqual: { status: 'pending', provider: 'demo' } },
    figures: {
      orders: { count: true },
      revenueCents: { sum: 'amount', zeroWhen: { column: 'status', equals: 'refunded' } },
    },
  })
}
