import { apiRoute, writeRoute } from '@/http/apiRoute'
import { json, notFound } from '@/http/json'
import { getPayloadClient } from '@/server/payload'
import { newPublicRef } from '@/server/publicRef'
import { inTransaction } from '@/server/transaction'

import { leadIdField, leadInfoSchema, newLeadSchema, requestInfoSchema } from '../schemas'
import { EmailTakenError, requestLeadInfo, saveLeadInfo } from '../server/leadInfo'
import { createLead, findLead, publicLead } from '../server/leads'

const NO_LEAD = 'No such lead.'

/** `GET /api/leads/getLead/{leadId}`: what the information form is prefilled with. */
export const getLead = apiRoute(async (_request, { params }) => {
  const parsed = leadIdField.safeParse((await params).leadId)
  if (!parsed.success) return notFound(NO_LEAD)
  const lead = await findLead(await getPayloadClient(), parsed.data)
  return lead ? json({ data: publicLead(lead) }) : notFound(NO_LEAD)
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
    const save = () => inTransaction(payload, (req) => saveLeadInfo(req, data))
    // A twin request took the address between the look-up and the update: once more, it is now taken.
    const outcome = await save().catch((error: unknown) => {
      if (error instanceof EmailTakenError) return save()
      throw error
    })
    return outcome === 'unknown' ? notFound(NO_LEAD) : json({ ok: true })
  },
})

/**
 * `POST /api/leads/newLead`: a lead capture; sends no e-mail. Every capture answers `201
 * {"data": {"_id"}}` (api.md), so the answer never says whether the address was already a lead.
 * A new address gets its lead's random id. A known one gets a fresh random id that opens nothing
 * and never that lead's id: whoever typed the address may not be its owner, and the id opens the
 * lead's personal data (getLead); what they typed is kept in the lead's staff notes.
 */
export const postNewLead = writeRoute({
  rateLimit: { bucket: 'new-lead', limit: 5, windowMs: 10 * 60_000 },
  schema: newLeadSchema,
  handle: async ({ data, payload }) => {
    const { leadId, created } = await inTransaction(payload, (req) => createLead(req, data))
    return json({ data: { _id: created ? leadId : newPublicRef() } }, 201)
  },
})

/** `POST /api/leads/reqInfo`: e-mails the lead its information form link (at most once a day). */
export const postRequestInfo = writeRoute({
  rateLimit: { bucket: 'lead-request-info', limit: 5, windowMs: 10 * 60_000 },
  schema: requestInfoSchema,
  handle: async ({ data, payload }) => {
    const result = await inTransaction(payload, (req) => requestLeadInfo(req, data.leadId))
    return result === 'unknown' ? notFound(NO_LEAD) : json({ ok: true, sent: result === 'sent' })
  },
})
