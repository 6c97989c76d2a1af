import type { Payload, PayloadRequest, Where } from 'payload'

import { claimInfoRequest } from '@/platform/db/statements/claimInfoRequest'
import { sendMail } from '@/platform/outbox/sendMail'
import type { Lead, LeadCapture } from '@/payload-types'
import { isRequest } from '@/platform/unitOfWork/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { siteUrl } from '@/platform/settings/siteUrl'

import type { LeadInfo } from '../schemas'
import { leadInfoEmail } from '../server/leadEmails'

/** The two collections of contacts: a lead, or a repeat capture of a lead's address. */
type ContactRecords = { leads: Lead; 'lead-captures': LeadCapture }
export type ContactCollection = keyof ContactRecords

const TABLE = { leads: 'leads', 'lead-captures': 'lead_captures' } as const

/** The one contact `where` matches; given a unit of work's `req`, read inside its transaction. */
export async function findContact<C extends ContactCollection>(
  scope: Payload | PayloadRequest,
  collection: C,
  where: Where,
): Promise<ContactRecords[C] | null> {
  const [payload, req] = isRequest(scope) ? [scope.payload, scope] : [scope, undefined]
  const options = { where, limit: 1, depth: 0, overrideAccess: true, req }
  const { docs } =
    collection === 'leads'
      ? // A lead's repeat captures (its join) are not read.
        await payload.find({ collection: 'leads', ...options, joins: false })
      : await payload.find({ collection: 'lead-captures', ...options })
  return (docs[0] as ContactRecords[C] | undefined) ?? null
}

/**
 * Claims the day's information form link for this contact (once a day at most, see `claimInfoRequest`); a new
 * contact moves on to `info requested`. False: the link was already asked for within the day.
 */
export async function claimInfoFormLink(
  req: PayloadRequest,
  collection: ContactCollection,
  contact: { id: number; status: string },
  now: number,
): Promise<boolean> {
  if (!(await claimInfoRequest(req, TABLE[collection], contact.id, now))) return false
  if (contact.status === 'new') {
    await req.payload.update({
      collection,
      id: contact.id,
      data: { status: 'info requested' },
      overrideAccess: true,
      req,
    })
  }
  return true
}

/** The form's details, once saved on this contact: to the Buyers Program partner, copy to the staff inbox. */
export async function sendInfoToBuyersProgram(
  req: PayloadRequest,
  collection: ContactCollection,
  contact: { id: number; source: string },
  info: LeadInfo,
  takenAddress?: string,
): Promise<void> {
  const settings = await readSiteSettings(req)
  const adminUrl = new URL(`/admin/collections/${collection}/${contact.id}`, siteUrl()).toString()
  await sendMail(
    req,
    leadInfoEmail({
      productName: settings.productName,
      to: settings.buyersProgramAddress,
      cc: settings.staffInbox,
      info,
      source: contact.source,
      adminUrl,
      takenAddress,
    }),
  )
}
