import type { Payload } from 'payload'

import { BUYER_TOOLS, type BuyerToolId } from '@/site/buyerTools'
import { startOfDayBefore, utcDay } from '../days'

export type ToolFigures = {
  tool: BuyerToolId
  name: string
  usesLast7Days: number
  usesLast30Days: number
  priceChecksLast30Days: number
  leadsLast30Days: number
}

/**
 * For each buyer tool: its uses in the last 7 and the last 30 UTC days up to `now` (its day
 * included), and the price checks and leads that came from it in the last 30 (a price check's
 * `cameFrom`, a lead's `source`, equal to the tool's id).
 */
export async function buyerToolFigures(payload: Payload, now = new Date()): Promise<ToolFigures[]> {
  const since30 = startOfDayBefore(now, 29)
  const day7 = utcDay(startOfDayBefore(now, 6))
  // At most one row per tool and day: a month of them is small.
  const { docs: days } = await payload.find({
    collection: 'tool-uses',
    where: { and: [{ day: { greater_than_equal: utcDay(since30) } }, { day: { less_than_equal: utcDay(now) } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const recent = { createdAt: { greater_than_equal: since30.toISOString(), less_than_equal: now.toISOString() } }
  return Promise.all(
    BUYER_TOOLS.map(async (tool): Promise<ToolFigures> => {
      const own = days.filter((row) => row.tool === tool.id)
      const [priceChecks, leads] = await Promise.all([
        payload.count({
          collection: 'price-checks',
          where: { and: [{ cameFrom: { equals: tool.id } }, recent] },
          overrideAccess: true,
        }),
        payload.count({
          collection: 'leads',
          where: { and: [{ source: { equals: tool.id } }, recent] },
          overrideAccess: true,
        }),
      ])
      return {
        tool: tool.id,
        name: tool.name,
        usesLast7Days: own.filter((row) => row.day >= day7).reduce((sum, row) => sum + row.count, 0),
        usesLast30Days: own.reduce((sum, row) => sum + row.count, 0),
        priceChecksLast30Days: priceChecks.totalDocs,
        leadsLast30Days: leads.totalDocs,
      }
    }),
  )
}
