import type { Lead } from '@/payload-types'

import type { NewLead } from '../schemas'

/** What the information form may show of a lead (api.md `getLead`). */
export type PublicLead = { firstName: string; lastName: string; email: string; zipCode: string; phone: string }

/** A lead, or a repeat capture (what its visitor typed): the same fields, the same public view. */
type Contact = Pick<Lead, 'firstName' | 'lastName' | 'email' | 'zipCode' | 'phone'>

export const publicLead = (contact: Contact): PublicLead => ({
  firstName: contact.firstName,
  lastName: contact.lastName ?? '',
  email: contact.email,
  zipCode: contact.zipCode ?? '',
  phone: contact.phone ?? '',
})

/** Who asked to be contacted, from any of the site's flows. */
export type NewContact = Omit<NewLead, 'phone' | 'zipCode'> & { phone?: string; zipCode?: string }

/** What a lead or a repeat capture stores of a capture: who, and where they came from. */
export const contactColumns = (input: NewContact) => ({
  source: input.source,
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone ?? null,
  zipCode: input.zipCode ?? null,
})
