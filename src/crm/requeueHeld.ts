import type { Payload } from 'payload'

import { inTransaction } from '@/platform/unitOfWork/transaction'

import { crmSettings } from './crmConfig'
import { CRM_COLLECTIONS } from './crmState'
import { queueCrmSync } from './queueSync'

/**
 * Once a CRM is configured, syncs held while there was none go out: every `held` lead and order
 * gets a fresh job. Runs when the server starts (the CRM settings come from the environment, so
 * they only change with a restart). Answers how many were queued.
 */
export async function requeueHeldCrmSyncs(payload: Payload): Promise<number> {
  if (!crmSettings()) return 0
  let queued = 0
  for (const collection of CRM_COLLECTIONS) {
    const { docs } = await payload.find({
      collection,
      where: { 'crm.status': { equals: 'held' } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const { id } of docs) {
      await inTransaction(payload, (req) => queueCrmSync(req, collection, id))
      queued += 1
    }
  }
  return queued
}

/** For `onInit`: a database not yet migrated (first start, tests) has nothing held; never stop the start. */
export async function requeueHeldCrmSyncsAtStart(payload: Payload): Promise<void> {
  try {
    const queued = await requeueHeldCrmSyncs(payload)
    if (queued > 0) payload.logger.info(`CRM configured: ${queued} held sync(s) queued again`)
  } catch (error) {
    payload.logger.warn(`held CRM syncs were not queued again at start: ${(error as Error).message}`)
  }
}
