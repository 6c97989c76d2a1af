import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'

import { richTextConverters } from '@/content/components/richTextConverters'
import type { Evaluation } from '@/payload-types'
import { formatLongDate } from '@/site/dates'

import type { EvaluationStatus } from '../collections/Evaluations'
import { DEMO_ORDER_NOTICE, evaluationIsDemo } from '../demoPaid'
import './evaluation.css'

const STATUS_TEXT: Record<EvaluationStatus, { label: string; text: string }> = {
  received: {
    label: 'Received',
    text: 'We have your order. Our staff will start on your evaluation shortly; we e-mail you when it is ready.',
  },
  'in progress': {
    label: 'In progress',
    text: 'Our staff are writing your evaluation. We e-mail you when it is ready.',
  },
  delivered: { label: 'Delivered', text: 'Your evaluation is ready. Thank you for trusting us with your purchase.' },
}

/** `/eval/{id}`: the paid evaluation's progress and, once staff deliver it, the evaluation itself. */
export function EvaluationView({ evaluation }: { evaluation: Evaluation }) {
  const status = STATUS_TEXT[evaluation.status]
  const delivered = evaluation.status === 'delivered' && evaluation.evaluation
  return (
    <article className="evaluation">
      <h1>Your hot tub evaluation</h1>
      {evaluationIsDemo(evaluation) ? <p className="evaluation__demo">{DEMO_ORDER_NOTICE}</p> : null}
      <p className="evaluation__status">
        Status: <strong data-status={evaluation.status}>{status.label}</strong>
      </p>
      <p>{status.text}</p>
      <p className="evaluation__dates">
        Ordered {formatLongDate(evaluation.createdAt)}
        {evaluation.deliveredAt ? `, delivered ${formatLongDate(evaluation.deliveredAt)}` : ''}
      </p>
      {delivered ? (
        <RichText
          className="prose evaluation__body"
          data={evaluation.evaluation as SerializedEditorState}
          converters={richTextConverters}
        />
      ) : null}
    </article>
  )
}
