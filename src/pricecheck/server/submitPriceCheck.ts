import type { PayloadRequest } from 'payload'

import { splitName } from '@/leads/schemas'
import { createLead } from '@/leads/server/leads'
import { sendMail } from '@/platform/outbox/sendMail'
import { inTransaction } from '@/platform/unitOfWork/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { siteUrl } from '@/platform/settings/siteUrl'

import type { NewPriceCheck } from '../schemas'
import { priceCheckForStaff, priceCheckReceipt } from './priceCheckEmails'

/**
 * Stores the request (with the buyer tool it came from, if any), records the visitor as a lead
 * (source "Price check"; an address that is already a lead stays one lead) and queues both
 * e-mails, in the caller's unit of work: all of it is kept, or none. Past the visitor's daily mail
 * allowance the receipt throws RecipientLimitError and nothing is stored (the route answers 429).
 */
export async function submitPriceCheck(
  req: PayloadRequest,
  check: NewPriceCheck,
): Promise<{ leadId: string; leadCreated: boolean }> {
  return inTransaction(req, async (req) => {
    const doc = await req.payload.create({
      collection: 'price-checks',
      data: {
        name: check.name,
        email: check.email,
        zipcode: check.zipcode,
        tubs: check.tubs,
        status: 'new',
        cameFrom: check.source,
      },
      overrideAccess: true,
      req,
    })
    const lead = await createLead(req, {
      ...splitName(check.name),
      email: check.email,
      zipCode: check.zipcode,
      source: 'Price check',
    })
    const settings = await readSiteSettings(req)
    const common = { productName: settings.productName, supportEmail: settings.supportEmail, check }
    const adminUrl = new URL(`/admin/collections/price-checks/${doc.id}`, siteUrl()).toString()
    await sendMail(req, priceCheckForStaff({ ...common, staffInbox: settings.staffInbox, adminUrl }))
    await sendMail(req, priceCheckReceipt(common))
    return { leadId: lead.leadId, leadCreated: lead.created }
  })
}
