import type { PayloadRequest } from 'payload'

import { sendMailOnce } from '@/mail/sendMailOnce'
import type { Evaluation } from '@/payload-types'

import { evaluationReadyEmail } from '../mail/orderEmails'
import { evaluationUrl } from './links'

/**
 * The first delivery of an evaluation: stamps `deliveredAt` and e-mails the buyer the link, once,
 * in the save's unit of work. Returns the stamp, or null for every later or concurrent save.
 */
export const sendDeliveryOnce = (req: PayloadRequest, evaluation: Evaluation): Promise<string | null> =>
  sendMailOnce(req, { table: 'evaluations', id: evaluation.id, column: 'deliveredAt' }, (settings) =>
    evaluationReadyEmail({ productName: settings.productName, supportEmail: settings.supportEmail, to: evaluation.email, name: evaluation.name, url: evaluationUrl(evaluation.evalId) }),
  )
