import type { PayloadRequest, TaskConfig } from 'payload'

import { isDemoPaid } from '@/commerce/demoPaid'
import { SERVICES, isServiceProduct } from '@/commerce/prices'
import { splitName } from '@/leads/schemas'
import type { Order } from '@/payload-types'

import { crmSettings } from './crmConfig'
import { type CrmCollection, writeCrmState } from './crmState'
import { crmRetryPolicy, runSync } from './runSync'

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

/** Upserts a new lead's contact in the CRM (by e-mail: never twice) and adds it to the list. */
export const syncLeadTask: TaskConfig<'crmSyncLead'> = {
  slug: 'crmSyncLead',
  label: 'Sync a lead to the CRM',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  retries: retries(),
  handler: async ({ input, job, req }) => {
    const lead = await syncedRecord(req, 'leads', input.leadId)
    // Removed by staff, or already synced by an earlier job: nothing to do.
    if (!lead || (lead.crm?.status === 'synced' && lead.crm.contactId)) return { output: {} }
    // An address its owner has not confirmed never reaches the CRM, whoever queued the job (a staff retry).
    if (lead.emailConfirmation === 'waiting') return { output: {} }
    const crm = await crmOrHold(req, 'leads', lead.id)
    if (!crm) return { output: {} }
    const key = `crm-lead-${lead.id}`
    await runSync(req, { collection: 'leads', id: lead.id }, job, async () => {
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
    })
    return { output: {} }
  },
}

/** A paid order as a deal on its buyer's contact (upserted by e-mail), its value in cents. */
export const syncOrderTask: TaskConfig<'crmSyncOrder'> = {
  slug: 'crmSyncOrder',
  label: 'Sync a paid order to the CRM as a deal',
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  retries: retries(),
  handler: async ({ input, job, req }) => {
    const order = await syncedRecord(req, 'orders', input.orderId)
    // Only paid orders become deals, and each once: a deal id means an earlier job made it.
    if (!order || !order.paidAt || order.crm?.dealId) return { output: {} }
    const crm = await crmOrHold(req, 'orders', order.id)
    if (!crm) return { output: {} }
    const key = `crm-order-${order.orderRef}`
    await runSync(req, { collection: 'orders', id: order.id }, job, async () => {
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
    })
    return { output: {} }
  },
}
