import { apiRoute, writeRoute } from '@/http/apiRoute'
import { json, notFound } from '@/http/json'
import { getPayloadClient } from '@/server/payload'

import { leadIdField, leadInfoSchema, newLeadSchema, requestInfoSchema } from '../schemas'
import { requestLeadInfo, saveLeadInfo } from '../server/leadInfo'
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
  handle: async ({ data, payload }) => ((await saveLeadInfo(payload, data)) ? json({ ok: true }) : notFound(NO_LEAD)),
})

/** `POST /api/leads/newLead`: a lead capture; answers its random id. */
export const postNewLead = writeRoute({
  rateLimit: { bucket: 'new-lead', limit: 5, windowMs: 10 * 60_000 },
  schema: newLeadSchema,
  handle: async ({ data, payload }) => json({ data: { _id: await createLead(payload, data) } }, 201),
})

/** `POST /api/leads/reqInfo`: e-mails the lead its information form link (at most once a day). */
export const postRequestInfo = writeRoute({
  rateLimit: { bucket: 'lead-request-info', limit: 5, windowMs: 10 * 60_000 },
  schema: requestInfoSchema,
  handle: async ({ data, payload }) => {
    const result = await requestLeadInfo(payload, data.leadId)
    return result === 'unknown' ? notFound(NO_LEAD) : json({ ok: true, sent: result === 'sent' })
  },
})
