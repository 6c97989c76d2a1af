import type { PayloadRequest } from 'payload'

import { inTransaction } from '@/platform/unitOfWork/transaction'

import { bareEmail } from './address'
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
  if (audience !== 'staff') assertBareRecipients(fields)
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

/**
 * A message to an address a visitor typed goes to that one bare address: never to a display name
 * (visitor text in our To: header) or a list the mailer would split into other mailboxes. The
 * schemas already refuse such input; this holds for addresses stored before they did.
 */
function assertBareRecipients({ to, cc }: Pick<MailMessage, 'to' | 'cc'>): void {
  for (const address of [to, ...(cc ? [cc] : [])]) {
    if (bareEmail(address) === null) throw new Error("a visitor's or buyer's message goes to one bare address")
  }
}
