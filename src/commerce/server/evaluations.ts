import type { Evaluation } from '@/payload-types'
import { getPayloadClient } from '@/payloadClient'

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
