import { getPayloadClient } from '@/payloadClient'
import { isPublicRef } from '@/platform/tokens/publicRef'

import { REPORT_SENT, type Verdict } from '../report'

/** What the buyer's page shows: the report, not the request's personal data or staff notes. */
export type SentReport = {
  sentAt: string
  summary: string
  tubs: {
    brand: string
    model: string
    quotedPrice: string
    verdict: Verdict
    targetPriceDollars: number
    notes: string
  }[]
}

/**
 * A price check report by its random id, once it has been sent (`/price-check/report/{id}`); null
 * for an id of the wrong shape, an unknown id, or a report not (or no longer) sent.
 */
export async function findSentReport(reportId: string): Promise<SentReport | null> {
  if (!isPublicRef(reportId)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'price-checks',
    where: { reportId: { equals: reportId }, status: { equals: REPORT_SENT }, reportSentAt: { exists: true } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const check = docs[0]
  if (!check?.reportSentAt) return null
  return {
    sentAt: check.reportSentAt,
    summary: check.reportSummary ?? '',
    tubs: (check.tubs ?? []).map((tub) => ({
      brand: tub.brand,
      model: tub.model,
      quotedPrice: tub.price,
      verdict: tub.verdict as Verdict,
      targetPriceDollars: tub.targetPriceDollars ?? 0,
      notes: tub.notes ?? '',
    })),
  }
}
