import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { PayloadRequest } from 'payload'

import { sendMail } from '@/mail/sendMail'
import { inTransaction, transactionDb } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { siteUrl } from '@/site/siteUrl'

import type { LeadInfo } from '../schemas'
import { infoRequestEmail, leadInfoEmail } from './leadEmails'
import { findLead, findLeadByEmail } from './leads'

/** A lead may be sent its form link once a day at most, so the endpoint cannot be used to flood an inbox. */
const RESEND_AFTER_MS = 24 * 60 * 60 * 1000

// The drizzle builder used here has the same shape on SQLite and PostgreSQL.
type LeadsTable = Record<'id' | 'infoRequestedAt', never>
type Drizzle = {
  update: (table: LeadsTable) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (fields: Record<string, unknown>) => Promise<{ id: number }[]> }
    }
  }
}

/**
 * Marks the lead's form link as sent now, unless it was sent within the last day: one atomic
 * conditional UPDATE, so two requests at once (on PostgreSQL, two connections) send one e-mail.
 */
async function claimInfoRequest(req: PayloadRequest, id: number, now: number): Promise<boolean> {
  const table = (req.payload.db as unknown as { tables: Record<string, LeadsTable> }).tables.leads!
  const db = await transactionDb<Drizzle>(req)
  const nowIso = new Date(now).toISOString()
  const claimed = await db
    .update(table)
    .set({ infoRequestedAt: nowIso, updatedAt: nowIso })
    .where(and(eq(table.id, id), or(isNull(table.infoRequestedAt), lt(table.infoRequestedAt, new Date(now - RESEND_AFTER_MS).toISOString()))))
    .returning({ id: table.id })
  return claimed.length > 0
}

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
    const address = takenAddress ? { staffNotes: [lead.staffNotes, takenAddressNote(email)].filter(Boolean).join('\n\n') } : { email }
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
    const settings = await readSiteSettings(req)
    const adminUrl = new URL(`/admin/collections/leads/${lead.id}`, siteUrl()).toString()
    const sent = takenAddress ? { ...info, email: lead.email } : info
    await sendMail(req, leadInfoEmail({ productName: settings.productName, to: settings.buyersProgramAddress, cc: settings.staffInbox, info: sent, source: lead.source, adminUrl, takenAddress }))
    return 'saved'
  })
}

const takenAddressNote = (email: string) =>
  `Information form ${new Date().toISOString()}: gave the address ${email}, which is another lead's; this lead kept its own address.`

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
  return Array.isArray(errors) && errors.some((each: { path?: unknown }) => typeof each?.path === 'string' && /^email_?key$/i.test(each.path))
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
    if (!(await claimInfoRequest(req, lead.id, now))) return 'recently-sent'
    if (lead.status === 'new') {
      await req.payload.update({ collection: 'leads', id: lead.id, data: { status: 'info requested' }, overrideAccess: true, req })
    }
    const settings = await readSiteSettings(req)
    const formUrl = new URL(`/infoRequest/${lead.leadId}`, siteUrl()).toString()
    await sendMail(
      req,
      infoRequestEmail({ productName: settings.productName, supportEmail: settings.supportEmail, supportPhone: settings.supportPhone, to: lead.email, firstName: lead.firstName, formUrl, audience }),
    )
    return 'sent'
  })
}
