import type { Payload, Where } from 'payload'

import type { PriceCheck } from '@/payload-types'

import { REPORT_SENT } from '../report'

/** The report is promised within 24-48 hours: past the first figure, a request is flagged. */
export const WAITING_HOURS = 24
const SHOWN = 10
const HOUR_MS = 3_600_000

export type WaitingPriceCheck = Pick<PriceCheck, 'id' | 'name' | 'zipcode' | 'status'> & { hoursWaiting: number }

/** Price checks without a sent report, submitted more than WAITING_HOURS ago: the oldest few and how many in all. */
export async function findWaitingPriceChecks(
  payload: Payload,
  now = Date.now(),
): Promise<{ checks: WaitingPriceCheck[]; total: number }> {
  const where: Where = {
    status: { not_equals: REPORT_SENT },
    createdAt: { less_than: new Date(now - WAITING_HOURS * HOUR_MS).toISOString() },
  }
  const { docs, totalDocs } = await payload.find({
    collection: 'price-checks',
    where,
    sort: 'createdAt',
    limit: SHOWN,
    depth: 0,
    overrideAccess: true,
  })
  const checks = docs.map((check) => ({
    id: check.id,
    name: check.name,
    zipcode: check.zipcode,
    status: check.status,
    hoursWaiting: Math.floor((now - new Date(check.createdAt).getTime()) / HOUR_MS),
  }))
  return { checks, total: totalDocs }
}
