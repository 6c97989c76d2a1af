import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/platform/unitOfWork/transaction'

import { type PublicLead, publicLead } from '../contact/contact'
import type { LeadInfo } from '../schemas'
import { requestCaptureInfo, saveCaptureInfo } from './captureInfo'
import { findCapture } from './leadCaptures'
import { EmailTakenError, requestLeadInfo, saveLeadInfo } from './leadInfo'
import { findLead } from './leads'

/*
 * The information form is opened with a lead's id or with a repeat capture's, and every step answers both alike,
 * so no answer tells which addresses are leads.
 */

/**
 * What the information form opened with `id` shows (getLead, /infoRequest/{id}): a lead's own
 * details, or for a repeat capture's id what that visitor typed, never the lead it repeats.
 */
export async function findFormContact(scope: Payload | PayloadRequest, id: string): Promise<PublicLead | null> {
  const found = (await findLead(scope, id)) ?? (await findCapture(scope, id))
  return found ? publicLead(found) : null
}

/**
 * `reqInfo`: in one unit of work, the form's link claimed for the day and e-mailed, to the lead at its stored
 * address (for a capture's id, to the lead it repeats).
 */
export async function requestInfoForm(req: PayloadRequest, id: string): Promise<'sent' | 'recently-sent' | 'unknown'> {
  return inTransaction(req, async (req) => {
    const outcome = await requestLeadInfo(req, id)
    return outcome === 'unknown' ? requestCaptureInfo(req, id) : outcome
  })
}

/**
 * The form sent: in one unit of work, the details saved on the lead (or on the capture) and e-mailed to the Buyers
 * Program partner. A twin request that took the address between the look-up and the update rolls this one back
 * (EmailTakenError); it runs once more, and then finds the address taken.
 */
export async function submitInfoForm(payload: Payload, info: LeadInfo): Promise<'saved' | 'unknown'> {
  const save = () =>
    inTransaction(payload, async (req) => {
      const outcome = await saveLeadInfo(req, info)
      return outcome === 'unknown' ? saveCaptureInfo(req, info) : outcome
    })
  return save().catch((error: unknown) => {
    if (error instanceof EmailTakenError) return save()
    throw error
  })
}
