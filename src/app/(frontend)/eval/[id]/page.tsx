import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EvaluationView } from '@/commerce/components/EvaluationView'
import { findEvaluation } from '@/commerce/server/evaluations'
import { isPublicRef } from '@/platform/tokens/publicRef'

// A buyer's private page behind an unguessable link: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your hot tub evaluation', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

/** `/eval/{id}`: the paid evaluation, reached from the buyer's receipt and delivery e-mails. */
export default async function EvaluationPage({ params }: Props) {
  const { id } = await params
  const evaluation = isPublicRef(id) ? await findEvaluation(id) : null
  if (!evaluation) notFound()
  return (
    <div className="container page-section">
      <EvaluationView evaluation={evaluation} />
    </div>
  )
}
