import type { PayloadRequest } from 'payload'

import { sendMail } from '@/mail/sendMail'
import { inTransaction } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { siteUrl } from '@/site/siteUrl'

import type { LeadInfo } from '../schemas'
import { infoRequestEmail, leadInfoEmail } from './leadEmails'
import { findLead } from './leads'

/** A lead may be sent its form link once a day at most, so the endpoint cannot be used to flood an inbox. */
const RESEND_AFTER_MS = 24 * 60 * 60 * 1000

/** Saves what the lead sent on the information form and passes it to the Buyers Program partner. */
export async function saveLeadInfo(req: PayloadRequest, info: LeadInfo): Promise<boolean> {
  return inTransaction(req, async (req) => {
    const lead = await findLead(req, info.leadId)
    if (!lead) return false
    const { leadId: _leadId, ...fields } = info
    await req.payload.update({
      collection: 'leads',
      id: lead.id,
      data: { ...fields, status: 'info received', infoReceivedAt: new Date().toISOString() },
      overrideAccess: true,
      req,
    })
    const settings = await readSiteSettings(req.payload)
    const adminUrl = new URL(`/admin/collections/leads/${lead.id}`, siteUrl()).toString()
    await sendMail(req, leadInfoEmail({ productName: settings.productName, to: settings.buyersProgramAddress, cc: settings.staffInbox, info, source: lead.source, adminUrl }))
    return true
  })
}

/**
 * E-mails the lead, at the address stored on the lead and never one from the request, the link
 * to its information form: once a day per lead at most, and within the address's daily allowance.
 */
export async function requestLeadInfo(req: PayloadRequest, leadId: string, now = Date.now()): Promise<'sent' | 'recently-sent' | 'unknown'> {
  return inTransaction(req, async (req) => {
    const lead = await findLead(req, leadId)
    if (!lead) return 'unknown'
    if (lead.infoRequestedAt && now - Date.parse(lead.infoRequestedAt) < RESEND_AFTER_MS) return 'recently-sent'
    const settings = await readSiteSettings(req.payload)
    const formUrl = new URL(`/infoRequest/${lead.leadId}`, siteUrl()).toString()
    await req.payload.update({
      collection: 'leads',
      id: lead.id,
      data: { infoRequestedAt: new Date(now).toISOString(), ...(lead.status === 'new' ? { status: 'info requested' } : {}) },
      overrideAccess: true,
      req,
    })
    await sendMail(
      req,
      infoRequestEmail({ productName: settings.productName, supportEmail: settings.supportEmail, supportPhone: settings.supportPhone, to: lead.email, firstName: lead.firstName, formUrl }),
    )
    return 'sent'
  })
}
