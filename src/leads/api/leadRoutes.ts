import { writeRoute } from '@/apiRoutes'
import { apiRoute } from '@/platform/http/apiRoute'
import { json, notFound } from '@/platform/http/json'
import { getPayloadClient } from '@/payloadClient'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { leadIdField, leadInfoSchema, newLeadSchema, requestInfoSchema } from '../schemas'
import { findFormContact, requestInfoForm, submitInfoForm } from '../server/infoForm'
import { createLead } from '../server/leads'

const NO_LEAD = 'No such lead.'

/**
 * `GET /api/leads/getLead/{leadId}`: what the information form is prefilled with. The id newLead
 * gave for an address that was already a lead opens its repeat capture: what that visitor typed.
 */
export const getLead = apiRoute(async (_request, { params }) => {
  const parsed = leadIdField.safeParse((await params).leadId)
  if (!parsed.success) return notFound(NO_LEAD)
  const contact = await findFormContact(await getPayloadClient(), parsed.data)
  return contact ? json({ data: contact }) : notFound(NO_LEAD)
})

/**
 * `POST /api/leads/info`: the information form; updates the lead and tells the Buyers Program.
 * An address that is another lead's gets the same answer as any other (saveLeadInfo keeps the
 * details and leaves the address to staff), so the form never says which addresses are leads.
 */
export const postLeadInfo = writeRoute({
  rateLimit: { bucket: 'lead-info', limit: 5, windowMs: 10 * 60_000 },
  schema: leadInfoSchema,
  handle: async ({ data, payload }) => {
    const outcome = await submitInfoForm(payload, data)
    return outcome === 'unknown' ? notFound(NO_LEAD) : json({ ok: true })
  },
})

/**
 * `POST /api/leads/newLead`: a lead capture; sends no e-mail. Every capture answers `201
 * {"data": {"_id"}}` (api.md), so the answer never says whether the address was already a lead.
 * A new address gets its lead's random id. A known one gets the random id of a repeat capture that
 * keeps what was typed, never that lead's id: whoever typed the address may not be its owner, and
 * the lead's id opens its personal data (getLead). The capture's id answers every follow-up as a
 * lead's does (getLead, reqInfo, info, /infoRequest) with what its visitor typed.
 */
export const postNewLead = writeRoute({
  rateLimit: { bucket: 'new-lead', limit: 5, windowMs: 10 * 60_000 },
  schema: newLeadSchema,
  handle: async ({ data, payload }) => {
    const lead = await inTransaction(payload, (req) => createLead(req, data))
    return json({ data: { _id: lead.created ? lead.leadId : lead.captureId } }, 201)
  },
})

/**
 * `POST /api/leads/reqInfo`: e-mails the lead its information form link (at most once a day). A
 * repeat capture's id is answered the same way; the lead it repeats gets the e-mail.
 */
export const postRequestInfo = writeRoute({
  rateLimit: { bucket: 'lead-request-info', limit: 5, windowMs: 10 * 60_000 },
  schema: requestInfoSchema,
  handle: async ({ data, payload }) => {
    const result = await inTransaction(payload, (req) => requestInfoForm(req, data.leadId))
    return result === 'unknown' ? notFound(NO_LEAD) : json({ ok: true, sent: result === 'sent' })
  },
})
