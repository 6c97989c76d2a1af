import type { Payload, PayloadRequest } from 'payload'

import type { MailMessage } from './message'
import { queueDelivery } from './queueDelivery'

/**
 * The one way the site sends e-mail. The message is stored in the outbox first and then
 * delivered by the `deliverMail` job, which retries with back-off; nothing is sent inline,
 * so a crash or an SMTP outage loses nothing.
 */
export async function sendMail(
  payload: Payload,
  message: MailMessage,
  req?: PayloadRequest,
): Promise<{ outboxId: number | string }> {
  const doc = await payload.create({
    collection: 'outbox',
    data: { ...message, status: 'queued', attempts: 0 },
    overrideAccess: true,
    req,
  })
  await queueDelivery(payload, doc.id, req)
  return { outboxId: doc.id }
}
