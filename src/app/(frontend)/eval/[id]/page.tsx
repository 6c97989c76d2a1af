import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EvaluationView } from '@/commerce/components/EvaluationView'
import { evalIdField } from '@/commerce/schemas'
import { findEvaluation } from '@/commerce/server/evaluations'

// A buyer's private page behind an unguessable link: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your hot tub evaluation', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

/** `/eval/{id}`: the paid evaluation, reached from the buyer's receipt and delivery e-mails. */
export default async function EvaluationPage({ params }: Props) {
  const parsed = evalIdField.safeParse((await params).id)
  const evaluation = parsed.success ? await findEvaluation(parsed.data) : null
  if (!evaluation) notFound()
  return (
    <div className="container page-section">
      <EvaluationView evaluation={evaluation} />
    </div>
  )
}
