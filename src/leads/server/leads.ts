import type { Payload, PayloadRequest } from 'payload'

import { insertLeadIfAbsent } from '@/platform/db/statements/insertLeadIfAbsent'
import { normaliseEmail } from '@/platform/outbox/address'
import type { Lead } from '@/payload-types'
import { announce } from '@/platform/plugins/platformCalls'
import { newPublicRef } from '@/platform/tokens/publicRef'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import type { EmailConfirmation } from '../collections/Leads'
import { contactColumns, type NewContact } from '../contact/contact'
import { findContact } from '../contact/records'
import { recordCapture } from './leadCaptures'

/** Finds a lead by its random id; given a unit of work's `req`, reads inside its transaction. */
export const findLead = (scope: Payload | PayloadRequest, leadId: string): Promise<Lead | null> =>
  findContact(scope, 'leads', { leadId: { equals: leadId } })

/** The lead with this e-mail address (compared case-insensitively), if any, inside the unit of work. */
export const findLeadByEmail = (req: PayloadRequest, email: string): Promise<Lead | null> =>
  findContact(req, 'leads', { emailKey: { equals: normaliseEmail(email) } })

/**
 * `id` is the lead's row (for relationships), `leadId` its public random id; for an address that
 * was already a lead, `captureId` is the random id of the repeat capture that keeps what was typed.
 */
export type CreatedLead = { id: number; leadId: string; emailConfirmation: EmailConfirmation } & (
  { created: true } | { created: false; captureId: string }
)
/**
 * The one place a lead is created, with the one duplicate rule: one lead per e-mail address,
 * compared case-insensitively, held by the unique index on `emailKey`. The insert is
 * `ON CONFLICT DO NOTHING`, so a repeat (or a concurrent twin) never fails and never breaks the
 * surrounding transaction (on PostgreSQL a failed INSERT would abort it). A repeat keeps the
 * stored lead as it is and records what was typed as a repeat capture of its own (lead-captures);
 * `created` says which.
 *
 * `crm: 'after confirmation'` (a tool's "e-mail me", double opt-in): a new lead waits for its owner to
 * confirm the address (`confirmLeadEmail`) and is not synced to the CRM until then.
 */
export async function createLead(
  req: PayloadRequest,
  input: NewContact,
  { crm = 'now' }: { crm?: 'now' | 'after confirmation' } = {},
): Promise<CreatedLead> {
  return inTransaction(req, async (req) => {
    const leadId = newPublicRef()
    const emailConfirmation: EmailConfirmation = crm === 'now' ? 'not asked' : 'waiting'
    const id = await insertLeadIfAbsent(req, {
      leadId,
      status: 'new',
      emailConfirmation,
      ...contactColumns(input),
      emailKey: normaliseEmail(input.email),
    })
    if (id !== null) {
      // The insert bypasses the collection's hooks: the new lead's CRM sync is queued here.
      if (crm === 'now') await announce(req, 'leadReady', id)
      return { id, leadId, emailConfirmation, created: true }
    }

    const lead = await findLeadByEmail(req, input.email)
    if (!lead) throw new Error('a lead for this address exists but could not be read')
    const captureId = await recordCapture(req, lead.id, input)
    return { id: lead.id, leadId: lead.leadId, emailConfirmation: lead.emailConfirmation, created: false, captureId }
  })
}
