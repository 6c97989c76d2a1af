import type { Plugin } from 'payload'

import { runQueue } from '@/platform/jobs/runQueue'
import { withCapability, withFieldBefore } from '@/platform/plugins/capabilityPlugin'

import { CRM_QUEUE, queueCrmSync } from './queueSync'
import { requeueHeldCrmSyncsAtStart } from './requeueHeld'
import { crmRetryEndpoint } from './retryEndpoint'
import { crmSyncField } from './syncField'
import { syncLeadTask, syncOrderTask } from './tasks'

/** What the CRM adds to each collection it syncs: a contact for a lead, a deal for an order. */
const SYNCED = { leads: crmSyncField({ deal: false }), orders: crmSyncField({ deal: true }) } as const

/**
 * The CRM: its sync jobs and their queue, polled by each app server; staff's retry; the held syncs
 * queued again at start-up; the sync's state on each lead and order (before their staff notes); and a
 * sync queued when leads announce a lead it may have or commerce a paid order. Listed after the
 * plugins whose collections it syncs.
 */
export const crmPlugin = (): Plugin => (config) => {
  const withCrm = withCapability(config, {
    endpoints: [crmRetryEndpoint],
    tasks: [syncLeadTask, syncOrderTask],
    onInit: requeueHeldCrmSyncsAtStart,
    calls: {
      // A few at a time: the CRM allows about 5 requests a second per account.
      polled: [
        { name: 'crm', everyMs: 10_000, limit: 5, run: (payload, limit) => runQueue(payload, CRM_QUEUE, limit) },
      ],
      followers: {
        leadReady: [(req, leadId) => queueCrmSync(req, 'leads', leadId)],
        orderPaid: [(req, orderId) => queueCrmSync(req, 'orders', orderId)],
      },
    },
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
