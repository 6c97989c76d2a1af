import type { Payload } from 'payload'

import { type ClaimedMessage, claimDueMail, holdDueMail } from '@/platform/db/statements/outbox'
import { env } from '@/platform/settings/env'
import { log } from '@/platform/log/log'
import { platformCallsOf } from '@/platform/plugins/platformCalls'
import { siteUrl } from '@/platform/settings/siteUrl'

import { failDelivery, finishDelivery } from './deliveryClaims'
import { smtpTransport } from './transport'

/** `MAIL_FROM`, else the sender the mail plugin gives (the site's name and support address). */
async function senderAddress(payload: Payload): Promise<string> {
  const configured = env().MAIL_FROM
  if (configured) return configured
  const { mailSender } = platformCallsOf(payload.config)
  if (!mailSender) throw new Error('no MAIL_FROM and no mail sender: the mail plugin gives one')
  return mailSender(payload)
}

/**
 * One round of the outbox's delivery: takes up to `limit` due messages (claimDueMail: never one
 * another poller holds) and sends them over SMTP side by side. Each is recorded sent the moment SMTP
 * accepts it (finishDelivery), or given its back-off (failDelivery). Without an SMTP server, due
 * messages are held for staff. Answers how many messages it took.
 *
 * Its own poller rather than a Payload job per message: a job cost as much CPU as the question
 * that caused it (eight statements of bookkeeping), and a server working off a backlog of them
 * held up every request on both servers (docs/decisions/0010-mail-through-an-outbox.md).
 */
export async function deliverDueMail(payload: Payload, limit: number): Promise<number> {
  const transport = smtpTransport()
  if (!transport) return holdDueMail(payload)
  const messages = await claimDueMail(payload, { limit })
  if (messages.length === 0) return 0
  const from = await senderAddress(payload)
  const host = siteUrl().hostname

  const deliver = async (message: ClaimedMessage) => {
    try {
      await transport.sendMail({
        from,
        to: message.to,
        cc: message.cc || undefined,
        replyTo: message.replyTo || undefined,
        subject: message.subject,
        text: message.text,
        html: message.html || undefined,
        headers: message.headers ?? undefined,
        // A stable id lets mail servers and readers recognise a rare repeated delivery.
        messageId: `<outbox-${message.id}@${host}>`,
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      log.warn('mail: a delivery attempt failed', {
        error,
        details: { job: 'mail', outboxMessage: message.id, attempt: message.attempts },
      })
      await failDelivery(payload, message, reason)
      return
    }
    await finishDelivery(payload, message)
  }
  await Promise.all(messages.map(deliver))
  return messages.length
}
