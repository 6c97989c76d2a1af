import type { Payload } from 'payload'

import { newLeadId } from '@/leads/collections/Leads'
import { splitName } from '@/leads/schemas'
import { sendMail } from '@/mail/sendMail'
import { inTransaction } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { siteUrl } from '@/site/siteUrl'

import type { NewPriceCheck } from '../schemas'
import { priceCheckForStaff, priceCheckReceipt } from './priceCheckEmails'

/**
 * Stores the request, records the visitor as a lead (source "Price check") unless already one and queues both
 * e-mails, in one transaction: all of it is kept, or none.
 */
export async function submitPriceCheck(payload: Payload, check: NewPriceCheck): Promise<void> {
  await inTransaction(payload, async (req) => {
    const doc = await payload.create({
      collection: 'price-checks',
      data: { name: check.name, email: check.email, zipcode: check.zipcode, tubs: check.tubs, status: 'new' },
      overrideAccess: true,
      req,
    })
    const known = await payload.count({ collection: 'leads', where: { email: { equals: check.email } }, overrideAccess: true, req })
    if (known.totalDocs === 0) {
      await payload.create({
        collection: 'leads',
        data: { ...splitName(check.name), email: check.email, zipCode: check.zipcode, source: 'Price check', leadId: newLeadId(), status: 'new' },
        overrideAccess: true,
        req,
      })
    }
    const settings = await readSiteSettings(payload)
    const common = { productName: settings.productName, supportEmail: settings.supportEmail, check }
    const adminUrl = new URL(`/admin/collections/price-checks/${doc.id}`, siteUrl()).toString()
    await sendMail(payload, priceCheckForStaff({ ...common, staffInbox: settings.staffInbox, adminUrl }), req)
    await sendMail(payload, priceCheckReceipt(common), req)
  })
}
