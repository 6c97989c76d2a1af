import type { PayloadRequest } from 'payload'

import { inTransaction } from '@/platform/unitOfWork/transaction'

import { claimInfoFormLink, sendInfoToBuyersProgram } from '../contact/records'
import type { LeadInfo } from '../schemas'
import { findCapture } from './leadCaptures'
import { requestLeadInfo } from './leadInfo'

/**
 * `reqInfo` for a repeat capture, answered exactly as for a lead (once a day per capture), so the
 * answer never says the address was already a lead. The e-mail goes where a lead's does: to the
 * stored lead, at its stored address, with the link to its own form, within the same once-a-day
 * rule and daily allowance (past it the unit of work is refused, as for a lead). The visitor who
 * typed the address gets nothing of the lead's: if they own it, the link is in their mailbox.
 */
export async function requestCaptureInfo(
  req: PayloadRequest,
  captureId: string,
  { now = Date.now() }: { now?: number } = {},
): Promise<'sent' | 'recently-sent' | 'unknown'> {
  return inTransaction(req, async (req) => {
    const capture = await findCapture(req, captureId)
    if (!capture) return 'unknown'
    if (!(await claimInfoFormLink(req, 'lead-captures', capture, now))) return 'recently-sent'
    const lead = capture.lead
      ? await req.payload.findByID({
          collection: 'leads',
          id: leadRow(capture.lead),
          depth: 0,
          joins: false,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
      : null
    // 'recently-sent' for the lead is not the capture's business: its owner already has the link today.
    // A lead deleted since gets nothing, and the answer does not say so.
    if (lead) await requestLeadInfo(req, lead.leadId, { now })
    return 'sent'
  })
}

/**
 * The information form opened with a repeat capture: the details are saved on the capture (never
 * on the lead it repeats) and passed to the Buyers Program partner, as for a lead.
 */
export async function saveCaptureInfo(req: PayloadRequest, info: LeadInfo): Promise<'saved' | 'unknown'> {
  return inTransaction(req, async (req) => {
    const capture = await findCapture(req, info.leadId)
    if (!capture) return 'unknown'
    const { leadId: _leadId, ...fields } = info
    await req.payload.update({
      collection: 'lead-captures',
      id: capture.id,
      data: { ...fields, status: 'info received', infoReceivedAt: new Date().toISOString() },
      overrideAccess: true,
      req,
    })
    await sendInfoToBuyersProgram(req, 'lead-captures', capture, info)
    return 'saved'
  })
}

const leadRow = (lead: number | { id: number }) => (typeof lead === 'number' ? lead : lead.id)
