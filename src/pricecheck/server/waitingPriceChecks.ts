import type { Payload, Where } from 'payload'

import type { PriceCheck } from '@/payload-types'

import { REPORT_SENT } from '../report'

/** The report is promised within 24-48 hours: past the first figure, a request is flagged. */
export const WAITING_HOURS = 24
const SHOWN = 10

/** Price checks without a sent report, submitted more than WAITING_HOURS ago: the oldest few and how many in all. */
export async function findWaitingPriceChecks(payload: Payload, now = Date.now()): Promise<{ checks: PriceCheck[]; total: number }> {
  const where: Where = {
    status: { not_equals: REPORT_SENT },
    createdAt: { less_than: new Date(now - WAITING_HOURS * 3_600_000).toISOString() },
  }
  const { docs, totalDocs } = await payload.find({ collection: 'price-checks', where, sort: 'createdAt', limit: SHOWN, depth: 0, overrideAccess: true })
  return { checks: docs, total: totalDocs }
}
