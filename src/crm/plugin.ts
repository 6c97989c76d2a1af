import type { Plugin } from 'payload'

import { withCapability, withFieldBefore } from '@/server/capabilityPlugin'

import { requeueHeldCrmSyncsAtStart } from './requeueHeld'
import { crmRetryEndpoint } from './retryEndpoint'
import { crmSyncField } from './syncField'
import { syncLeadTask, syncOrderTask } from './tasks'

/** What the CRM adds to each collection it syncs: a contact for a lead, a deal for an order. */
const SYNCED = { leads: crmSyncField({ deal: false }), orders: crmSyncField({ deal: true }) } as const

/**
 * The CRM: its sync jobs, staff's retry, the held syncs queued again at start-up, and the sync's
 * state on each lead and order (before their staff notes). Listed after the plugins whose
 * collections it syncs.
 */
export const crmPlugin = (): Plugin => (config) => {
  const withCrm = withCapability(config, {
    endpoints: [crmRetryEndpoint],
    tasks: [syncLeadTask, syncOrderTask],
    onInit: requeueHeldCrmSyncsAtStart,
  })
  return {
    ...withCrm,
    collections: withCrm.collections?.map((collection) =>
      Object.hasOwn(SYNCED, collection.slug)
        ? withFieldBefore(collection, SYNCED[collection.slug as keyof typeof SYNCED], 'staffNotes')
        : collection,
    ),
  }
}
