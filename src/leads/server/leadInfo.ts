import type { PayloadRequest } from 'payload'

import { sendMail } from '@/platform/outbox/sendMail'
import { inTransaction } from '@/platform/unitOfWork/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { siteUrl } from '@/platform/settings/siteUrl'

import { claimInfoFormLink, sendInfoToBuyersProgram } from '../contact/records'
import type { LeadInfo } from '../schemas'
import { infoRequestEmail } from './leadEmails'
import { findLead, findLeadByEmail } from './leads'

/**
 * Saves what the lead sent on the information form and passes it to the Buyers Program partner.
 * An address that is another lead's (one lead per address) is neither refused (a refusal would
 * tell the sender that the address is a lead) nor merged (the sender holds this lead's id, not
 * the other one's): the details are saved on this lead, which keeps its own address, and the
 * typed address goes to its staff notes and the partner's e-mail for staff to decide.
 */
export async function saveLeadInfo(req: PayloadRequest, info: LeadInfo): Promise<'saved' | 'unknown'> {
  return inTransaction(req, async (req) => {
    const lead = await findLead(req, info.leadId)
    if (!lead) return 'unknown'
    const { leadId: _leadId, email, ...fields } = info
    const owner = await findLeadByEmail(req, email)
    const takenAddress = owner && owner.id !== lead.id ? email : undefined
    const address = takenAddress
      ? { staffNotes: [lead.staffNotes, takenAddressNote(email)].filter(Boolean).join('\n\n') }
      : { email }
    await req.payload
      .update({
        collection: 'leads',
        id: lead.id,
        data: { ...fields, ...address, status: 'info received', infoReceivedAt: new Date().toISOString() },
        overrideAccess: true,
        req,
      })
      .catch((error: unknown) => {
        // The unique index on emailKey has the last word: of two requests at once, one fails here (and is retried).
        throw isEmailKeyTaken(error) ? new EmailTakenError() : error
      })
    const sent = takenAddress ? { ...info, email: lead.email } : info
    await sendInfoToBuyersProgram(req, 'leads', lead, sent, takenAddress)
    return 'saved'
  })
}

const takenAddressNote = (email: string) =>
  `Information form ${new Date().toISOString()}: gave the address ` +
  `${email}, which is another lead's; this lead kept its own address.`

/** The address on the information form was taken by another lead meanwhile; the unit of work rolls back. */
export class EmailTakenError extends Error {
  constructor() {
    super("the address is another lead's")
  }
}

// By shape, not `instanceof ValidationError`: in the production build the database adapter throws
// another copy of Payload's class than the one this module would import (found by npm run scan).
const isEmailKeyTaken = (error: unknown) => {
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  return (
    Array.isArray(errors) &&
    errors.some((each: { path?: unknown }) => typeof each?.path === 'string' && /^email_?key$/i.test(each.path))
  )
}

/**
 * E-mails the lead, at the address stored on the lead and never one from the request, the link
 * to its information form: once a day per lead at most, and within the address's daily allowance
 * (unless `audience` is `buyer`: the lead comes from a verified payment).
 */
export async function requestLeadInfo(
  req: PayloadRequest,
  leadId: string,
  { now = Date.now(), audience = 'visitor' }: { now?: number; audience?: 'visitor' | 'buyer' } = {},
): Promise<'sent' | 'recently-sent' | 'unknown'> {
  return inTransaction(req, async (req) => {
    const lead = await findLead(req, leadId)
    if (!lead) return 'unknown'
    if (!(await claimInfoFormLink(req, 'leads', lead, now))) return 'recently-sent'
    const settings = await readSiteSettings(req)
    const formUrl = new URL(`/infoRequest/${lead.leadId}`, siteUrl()).toString()
    await sendMail(
      req,
      infoRequestEmail({
        productName: settings.productName,
        supportEmail: settings.supportEmail,
        supportPhone: settings.supportPhone,
        to: lead.email,
        firstName: lead.firstName,
        formUrl,
        audience,
      }),
    )
    return 'sent'
  })
}
