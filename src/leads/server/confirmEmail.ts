import type { Payload } from 'payload'

import { deleteUnconfirmed } from '@/mail/deleteUnconfirmed'
import { stampOnce } from '@/platform/db/statements/stampOnce'
import { announce } from '@/platform/plugins/platformCalls'
import { checkSignedToken, type SignedTokenCheck, signToken } from '@/platform/tokens/signedToken'
import { inTransaction } from '@/platform/unitOfWork/transaction'
import { siteUrl } from '@/platform/settings/siteUrl'

import { CONFIRM_LINK_DAYS, UNCONFIRMED_KEPT_DAYS } from '../confirmEmail'

export const CONFIRM_PATH = '/confirm-email'

const PURPOSE = 'lead-email-confirmation'
const DAY_MS = 24 * 60 * 60_000

/** The link in a tool's e-mail that lets the owner of the address confirm it (the lead's row id, signed). */
export function confirmEmailUrl(secret: string, leadRowId: number, now = new Date()): string {
  const token = signToken(secret, PURPOSE, String(leadRowId), new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS))
  const url = new URL(CONFIRM_PATH, siteUrl())
  url.searchParams.set('token', token)
  return url.toString()
}

export type ConfirmVerdict = 'confirmed' | 'invalid' | 'expired'

/** What a tool's e-mail asks of an address waiting for confirmation: the link, and what not pressing it means. */
export const confirmFollowUp = (url: string) => ({
  paragraph:
    'Want to hear from us again? Confirm your address. Until you do, we send you nothing more, keep ' +
    `the address only for our staff and delete it after ${UNCONFIRMED_KEPT_DAYS} days. ` +
    `The link works for ${CONFIRM_LINK_DAYS} days.`,
  label: 'Confirm my address',
  url,
})

/** Whether a token could confirm an address (signature and expiry only; nothing read or written). */
export function checkConfirmToken(secret: string, token: string, now = new Date()): SignedTokenCheck['verdict'] {
  return checkSignedToken(secret, PURPOSE, token, now).verdict
}

/**
 * The owner pressed "Confirm": the waiting lead is marked confirmed and its CRM sync queued, in one
 * unit of work. The mark is one conditional UPDATE (`stampOnce`), so a second press, or a concurrent
 * twin, confirms nothing more and queues nothing more. A lead deleted meanwhile (kept past
 * UNCONFIRMED_KEPT_DAYS, or by staff) is `invalid`, as is a link we did not sign.
 */
export async function confirmLeadEmail(payload: Payload, token: string, now = new Date()): Promise<ConfirmVerdict> {
  const check = checkSignedToken(payload.secret, PURPOSE, token, now)
  if (check.verdict !== 'ok') return check.verdict
  return inTransaction(payload, async (req) => {
    const lead = await payload.findByID({
      collection: 'leads',
      id: Number(check.subject),
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    if (!lead) return 'invalid'
    if (lead.emailConfirmation !== 'waiting') return 'confirmed'
    const stamped = await stampOnce(req, 'leads', lead.id, 'emailConfirmedAt', { emailConfirmation: 'confirmed' })
    if (stamped) await announce(req, 'leadReady', lead.id)
    return 'confirmed'
  })
}

/** Deletes the leads still waiting for confirmation UNCONFIRMED_KEPT_DAYS after they were typed. */
export async function deleteUnconfirmedLeads(payload: Payload, now = new Date()): Promise<void> {
  await deleteUnconfirmed(
    payload,
    { collection: 'leads', field: 'emailConfirmation', keptDays: UNCONFIRMED_KEPT_DAYS },
    now,
  )
}
