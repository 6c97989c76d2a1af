import { apiRoute, writeRoute } from '@/http/apiRoute'
import { json, notFound } from '@/http/json'
import { getPayloadClient } from '@/server/payload'
import { inTransaction } from '@/server/transaction'

import { EMAIL_TAKEN, leadIdField, leadInfoSchema, newLeadSchema, requestInfoSchema } from '../schemas'
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

/** `POST /api/leads/info`: the information form; updates the lead and tells the Buyers Program. */
export const postLeadInfo = writeRoute({
  rateLimit: { bucket: 'lead-info', limit: 5, windowMs: 10 * 60_000 },
  schema: leadInfoSchema,
  handle: async ({ data, payload }) => {
    try {
      const outcome = await inTransaction(payload, (req) => saveLeadInfo(req, data))
      return outcome === 'unknown' ? notFound(NO_LEAD) : json({ ok: true })
    } catch (error) {
      if (error instanceof EmailTakenError) return json({ errors: { email: EMAIL_TAKEN } }, 400)
      throw error
    }
  },
})

/**
 * `POST /api/leads/newLead`: a lead capture; sends no e-mail. A new address answers `201` with
 * the lead's random id. An address that is already a lead answers `200 {"data": {"existing":
 * true}}` and never that lead's id: whoever typed the address may not be its owner, and the id
 * opens the lead's personal data (getLead).
 */
export const postNewLead = writeRoute({
  rateLimit: { bucket: 'new-lead', limit: 5, windowMs: 10 * 60_000 },
  schema: newLeadSchema,
  handle: async ({ data, payload }) => {
    const { leadId, created } = await inTransaction(payload, (req) => createLead(req, data))
    return created ? json({ data: { _id: leadId } }, 201) : json({ data: { existing: true } })
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
