import type { Evaluation } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'

import { isDemoPaid } from '../demoPaid'

/** An evaluation by its public id (`/eval/{id}`), or null; its order carries only who took the payment. */
export async function findEvaluation(evalId: string): Promise<Evaluation | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'evaluations',
    where: { evalId: { equals: evalId } },
    limit: 1,
    depth: 1,
    populate: { orders: { provider: true } },
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Whether the demo provider "paid" for this evaluation (its order as `findEvaluation` reads it). */
export const evaluationIsDemo = (evaluation: Evaluation): boolean => typeof evaluation.order === 'object' && evaluation.order !== null && isDemoPaid(evaluation.order)
