import { apiRoute } from '@/platform/http/apiRoute'
import { json } from '@/platform/http/json'
import { isPublicRef } from '@/platform/tokens/publicRef'

import { evaluationIsDemo } from '../demoPaid'
import { findEvaluation } from '../server/evaluations'

const NO_EVAL = 'No such evaluation.'

/**
 * `GET /api/ecomm/getEval/{id}`: an evaluation's status (and text, once delivered). Never cached (json()'s `private,
 * no-store`).
 */
export const getEval = apiRoute(async (_request, { params }) => {
  const { id } = await params
  const evaluation = isPublicRef(id) ? await findEvaluation(id) : null
  if (!evaluation) return json({ error: NO_EVAL }, 404)
  const delivered = evaluation.status === 'delivered'
  return json(
    {
      eval: {
        _id: evaluation.evalId,
        status: evaluation.status,
        createdAt: evaluation.createdAt,
        deliveredAt: delivered ? (evaluation.deliveredAt ?? null) : null,
        evaluation: delivered ? (evaluation.evaluation ?? null) : null,
        // Only on an evaluation the demo provider "paid" for: no money was taken.
        ...(evaluationIsDemo(evaluation) ? { demo: true } : {}),
      },
    },
    200,
  )
})
