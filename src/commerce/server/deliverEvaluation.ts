import type { PayloadRequest } from 'payload'

import { sendMailOnce } from '@/mail/sendMailOnce'
import type { Evaluation } from '@/payload-types'

import { evaluationIsDemo, isDemoPaid } from '../demoPaid'
import { evaluationReadyEmail } from '../mail/orderEmails'
import { evaluationUrl } from './links'

/**
 * The first delivery of an evaluation: stamps `deliveredAt` and e-mails the buyer the link, once,
 * in the save's unit of work. Returns the stamp, or null for every later or concurrent save.
 */
export async function sendDeliveryOnce(req: PayloadRequest, evaluation: Evaluation): Promise<string | null> {
  const demo = await paidWithDemo(req, evaluation)
  return sendMailOnce(req, { table: 'evaluations', id: evaluation.id, column: 'deliveredAt' }, (settings) =>
    evaluationReadyEmail({
      productName: settings.productName,
      supportEmail: settings.supportEmail,
      to: evaluation.email,
      name: evaluation.name,
      url: evaluationUrl(evaluation.evalId),
      demo,
    }),
  )
}

/**
 * Whether the evaluation's order was "paid" through the demo provider; an unread order is read in the save's unit of
 * work.
 */
async function paidWithDemo(req: PayloadRequest, evaluation: Evaluation): Promise<boolean> {
  if (typeof evaluation.order !== 'number') return evaluationIsDemo(evaluation)
  const order = await req.payload.findByID({
    collection: 'orders',
    id: evaluation.order,
    depth: 0,
    select: { provider: true },
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  return order !== null && isDemoPaid(order)
}
