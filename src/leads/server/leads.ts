import type { Payload } from 'payload'

import type { Lead } from '@/payload-types'

import { newLeadId } from '../collections/Leads'
import type { NewLead } from '../schemas'

/** What the information form may show of a lead (api.md `getLead`). */
export type PublicLead = { firstName: string; lastName: string; email: string; zipCode: string; phone: string }

export async function findLead(payload: Payload, leadId: string): Promise<Lead | null> {
  const { docs } = await payload.find({ collection: 'leads', where: { leadId: { equals: leadId } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

export const publicLead = (lead: Lead): PublicLead => ({
  firstName: lead.firstName,
  lastName: lead.lastName ?? '',
  email: lead.email,
  zipCode: lead.zipCode ?? '',
  phone: lead.phone ?? '',
})

/** A new lead with a fresh random id; returns that id. */
export async function createLead(payload: Payload, input: NewLead): Promise<string> {
  const leadId = newLeadId()
  await payload.create({ collection: 'leads', data: { ...input, leadId, status: 'new' }, overrideAccess: true })
  return leadId
}
