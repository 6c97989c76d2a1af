import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PriceCheckReport } from '@/pricecheck/components/PriceCheckReport'
import { findSentReport } from '@/pricecheck/server/sentReport'

// A buyer's private page behind an unguessable link: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your price check report', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

/** `/price-check/report/{id}`: a sent price check report, reached from the buyer's e-mail. */
export default async function PriceCheckReportPage({ params }: Props) {
  const report = await findSentReport((await params).id)
  if (!report) notFound()
  return (
    <div className="container page-section">
      <PriceCheckReport report={report} />
    </div>
  )
}
