import type { DataFromCollectionSlug, PayloadRequest, TaskConfig, TypedJobs } from 'payload'

import { isDemoPaid } from '@/commerce/demoPaid'
import { SERVICES, isServiceProduct } from '@/commerce/prices'
import { splitName } from '@/leads/schemas'
import type { Order } from '@/payload-types'

import { crmSettings } from './crmConfig'
import { type CrmCollection, type CrmState, writeCrmState } from './crmState'
import { crmRetryPolicy, type JobRun, runSync } from './runSync'

export { CRM_QUEUE } from './queueSync'

const retries = () => {
  const { attempts, baseMs } = crmRetryPolicy()
  return { attempts: attempts - 1, backoff: { type: 'exponential' as const, delay: baseMs } }
}

/** The record a job syncs, as it stands now: null once staff removed it. */
const syncedRecord = <C extends CrmCollection>(req: PayloadRequest, collection: C, id: number) =>
  req.payload.findByID({ collection, id, depth: 0, disableErrors: true, overrideAccess: true, req })

/** The CRM's settings; with no CRM configured, null and the record marked `held` (queued again at start-up). */
async function crmOrHold(req: PayloadRequest, collection: CrmCollection, id: number) {
  const crm = crmSettings()
  if (!crm) await writeCrmState(req, collection, id, { status: 'held' })
  return crm
}

/** "Full private buyers service – 7Q2…" / "Spa products – 7Q2…": what staff see as the deal's name. */
export const dealTitle = (order: Pick<Order, 'product' | 'orderRef' | 'provider'>): string =>
  `${isDemoPaid(order) ? '[DEMO] ' : ''}` +
  `${isServiceProduct(order.product) ? SERVICES[order.product].name : 'Spa products'} – ${order.orderRef}`

/** What the deal is worth, in cents: nothing for an order the demo provider "paid" (no money moved). */
export const dealValue = (order: Pick<Order, 'amount' | 'provider'>): number => (isDemoPaid(order) ? 0 : order.amount)

type SyncSteps<C extends CrmCollection> = {
  /** Nothing to do for this record (already synced, or not to be sent). */
  skip: (record: DataFromCollectionSlug<C>) => boolean
  /** The idempotency key of every CRM call this record's sync makes. */
  key: (record: DataFromCollectionSlug<C>) => string
  /** The calls to the CRM; the ids they return are kept on the record. */
  sync: (
    crm: NonNullable<ReturnType<typeof crmSettings>>,
    record: DataFromCollectionSlug<C>,
    key: string,
  ) => Promise<Pick<CrmState, 'contactId' | 'dealId'>>
}

/**
 * One CRM sync job's run over one record: the record as it stands now (nothing to do once staff removed
 * it or `skip` says so), `held` while no CRM is configured, else `sync`, whose outcome `runSync` records.
 */
async function syncRecord<C extends CrmCollection>(
  req: PayloadRequest,
  job: JobRun,
  target: { collection: C; id: number },
  steps: SyncSteps<C>,
): Promise<{ output: object }> {
  const record = await syncedRecord(req, target.collection, target.id)
  if (!record || steps.skip(record)) return { output: {} }
  const crm = await crmOrHold(req, target.collection, record.id)
  if (!crm) return { output: {} }
  const key = steps.key(record)
  await runSync(req, { collection: target.collection, id: record.id }, job, () => steps.sync(crm, record, key))
  return { output: {} }
}

type SyncTaskSlug = 'crmSyncLead' | 'crmSyncOrder'

/**
 * A job that syncs one record of `collection`, named by the number `idInput` of its input. Each kind of
 * record differs only in its steps; the task around them (input, retries, the run) is this one.
 */
function recordSyncTask<S extends SyncTaskSlug, C extends CrmCollection>(
  task: { slug: S; label: string; collection: C; idInput: keyof TypedJobs['tasks'][S]['input'] & string },
  steps: SyncSteps<C>,
): TaskConfig {
  return {
    slug: task.slug,
    label: task.label,
    inputSchema: [{ name: task.idInput, type: 'number', required: true }],
    retries: retries(),
    // The input is the one `inputSchema` above declares: the record's id under `idInput`.
    handler: ({ input, job, req }) =>
      syncRecord(
        req,
        job,
        { collection: task.collection, id: Number((input as Record<string, unknown>)[task.idInput]) },
        steps,
      ),
  }
}

/** Upserts a new lead's contact in the CRM (by e-mail: never twice) and adds it to the list. */
export const syncLeadTask = recordSyncTask(
  { slug: 'crmSyncLead', label: 'Sync a lead to the CRM', collection: 'leads', idInput: 'leadId' },
  {
    // Already synced by an earlier job; or an address its owner has not confirmed, which never reaches the
    // CRM, whoever queued the job (a staff retry).
    skip: (lead) =>
      (lead.crm?.status === 'synced' && Boolean(lead.crm.contactId)) || lead.emailConfirmation === 'waiting',
    key: (lead) => `crm-lead-${lead.id}`,
    sync: async (crm, lead, key) => {
      const fieldValues = [
        { field: crm.sourceFieldId, value: lead.source },
        { field: crm.zipFieldId, value: lead.zipCode ?? '' },
      ].filter((entry): entry is { field: string; value: string } => Boolean(entry.field && entry.value))
      const contactId = await crm.client.upsertContact(
        {
          email: lead.email,
          firstName: lead.firstName,
          lastName: lead.lastName ?? '',
          phone: lead.phone ?? '',
          fieldValues,
        },
        key,
      )
      await crm.client.addToList(contactId, crm.listId, key)
      return { contactId }
    },
  },
)

/** A paid order as a deal on its buyer's contact (upserted by e-mail), its value in cents. */
export const syncOrderTask = recordSyncTask(
  { slug: 'crmSyncOrder', label: 'Sync a paid order to the CRM as a deal', collection: 'orders', idInput: 'orderId' },
  {
    // Only paid orders become deals, and each once: a deal id means an earlier job made it.
    skip: (order) => !order.paidAt || Boolean(order.crm?.dealId),
    key: (order) => `crm-order-${order.orderRef}`,
    sync: async (crm, order, key) => {
      const { firstName, lastName } = splitName(order.name)
      // splitName repeats a one-word name as the last name; the CRM gets it once.
      const contact = {
        email: order.email,
        firstName,
        lastName: lastName === firstName ? '' : lastName,
        phone: order.phone ?? '',
        fieldValues: [],
      }
      const contactId = await crm.client.upsertContact(contact, key)
      const dealId = await crm.client.createDeal(
        {
          title: dealTitle(order),
          contactId,
          value: dealValue(order),
          currency: order.currency || 'usd',
          pipeline: crm.pipeline,
          stage: crm.stage,
        },
        key,
      )
      return { contactId, dealId }
    },
  },
)
