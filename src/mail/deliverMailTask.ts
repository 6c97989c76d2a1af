import type { Payload, TaskConfig } from 'payload'

import { env } from '@/server/env'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { siteUrl } from '@/site/siteUrl'

import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS } from './retryPolicy'
import { DELIVERABLE, finishDelivery, startDelivery } from './startDelivery'
import { smtpTransport } from './transport'

async function senderAddress(payload: Payload): Promise<string> {
  const configured = env().MAIL_FROM
  if (configured) return configured
  const settings = await readSiteSettings(payload)
  return `"${settings.productName.replace(/"/g, '')}" <${settings.supportEmail}>`
}

/**
 * Delivers one outbox message over SMTP; a failure throws so the job system retries it later.
 * startDelivery takes the message for this attempt first, so two runs never send it both, and
 * finishDelivery records it sent as soon as SMTP has it, so a crash after that does not resend it.
 */
export const deliverMailTask: TaskConfig<'deliverMail'> = {
  slug: 'deliverMail',
  label: 'Deliver an e-mail from the outbox',
  inputSchema: [{ name: 'outboxId', type: 'text', required: true }],
  retries: {
    attempts: MAIL_MAX_ATTEMPTS - 1,
    backoff: { type: 'exponential', delay: MAIL_RETRY_BASE_MS },
  },
  handler: async ({ input, req }) => {
    const { payload } = req
    const read = () => payload.findByID({ collection: 'outbox', id: input.outboxId, disableErrors: true, overrideAccess: true, req })
    const message = await read()
    // Already delivered (a repeated job), removed, held or given up: nothing to do.
    if (!message || !DELIVERABLE.includes(message.status)) return { output: {} }

    const transport = smtpTransport()
    if (!transport) {
      await payload.update({ collection: 'outbox', id: message.id, data: { status: 'held' }, overrideAccess: true, req })
      return { output: {} }
    }

    const attempts = await startDelivery(payload, message.id)
    if (attempts === null) {
      const now = await read()
      if (now && DELIVERABLE.includes(now.status)) {
        // Another run is sending it: look again after the back-off, in case that run dies.
        throw new Error(`another delivery of this message began at ${now.sentAt}; not sending it twice`)
      }
      return { output: {} }
    }
    try {
      await transport.sendMail({
        from: await senderAddress(payload),
        to: message.to,
        cc: message.cc || undefined,
        replyTo: message.replyTo || undefined,
        subject: message.subject,
        text: message.text,
        html: message.html || undefined,
        // A stable id lets mail servers and readers recognise a rare repeated delivery.
        messageId: `<outbox-${message.id}@${siteUrl().hostname}>`,
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await payload.update({
        collection: 'outbox',
        id: message.id,
        data: { status: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'retrying', attempts, sentAt: null, lastError: reason },
        overrideAccess: true,
        req,
      })
      throw error
    }
    await finishDelivery(payload, message.id, attempts)
    return { output: {} }
  },
}
