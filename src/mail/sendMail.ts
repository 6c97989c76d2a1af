import type { PayloadRequest } from 'payload'

import { inTransaction } from '@/server/transaction'

import type { MailMessage } from './message'
import { countVisitorMail } from './recipientLimit'

/**
 * The one way the site sends e-mail. The message is stored in the outbox first and then
 * delivered by the app servers' poller (deliverDueMail), which retries with back-off; nothing is
 * sent inline, so a crash or an SMTP outage loses nothing. It is part of the caller's unit of work
 * (`req`): if that fails, the message is never stored, so never sent, and never counted. A message to a
 * visitor's address counts against that address's daily allowance (RecipientLimitError past it);
 * one to a verified buyer (`buyer`) does not.
 */
export async function sendMail(req: PayloadRequest, message: MailMessage): Promise<{ outboxId: number | string }> {
  const { audience, ...fields } = message
  return inTransaction(req, async (req) => {
    if (audience === 'visitor') await countVisitorMail(req, fields.to)
    const doc = await req.payload.create({
      collection: 'outbox',
      data: { ...fields, status: 'queued', attempts: 0 },
      overrideAccess: true,
      req,
    })
    return { outboxId: doc.id }
  })
}
