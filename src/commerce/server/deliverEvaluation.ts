import type { PayloadRequest } from 'payload'

import { sendMail } from '@/mail/sendMail'
import type { Evaluation } from '@/payload-types'
import { stampOnce } from '@/server/stampOnce'
import { inTransaction } from '@/server/transaction'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import { evaluationReadyEmail } from '../mail/orderEmails'
import { evaluationUrl } from './links'

/**
 * The first delivery of an evaluation: stamps `deliveredAt` (only while it is empty) and, for the
 * one save that stamped it, e-mails the buyer the link, in the save's unit of work. Later saves,
 * and a concurrent twin, send nothing. Returns the stamp, or null.
 */
export async function sendDeliveryOnce(req: PayloadRequest, evaluation: Evaluation): Promise<string | null> {
  return inTransaction(req, async (req) => {
    const deliveredAt = await stampOnce(req, 'evaluations', evaluation.id, 'deliveredAt')
    if (!deliveredAt) return null
    const settings = await readSiteSettings(req)
    await sendMail(
      req,
      evaluationReadyEmail({ productName: settings.productName, supportEmail: settings.supportEmail, to: evaluation.email, name: evaluation.name, url: evaluationUrl(evaluation.evalId) }),
    )
    return deliveredAt
  })
}
