import type { Payload, TaskConfig } from 'payload'

import { env } from '@/server/env'
import { readSiteSettings } from '@/site/settings/readSiteSettings'
import { siteUrl } from '@/site/siteUrl'

import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS } from './retryPolicy'
import { smtpTransport } from './transport'

async function senderAddress(payload: Payload): Promise<string> {
  const configured = env().MAIL_FROM
  if (configured) return configured
  const settings = await readSiteSettings(payload)
  return `"${settings.productName.replace(/"/g, '')}" <${settings.supportEmail}>`
}

/** Delivers one outbox message over SMTP; a failure throws so the job system retries it later. */
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
    const message = await payload.findByID({
      collection: 'outbox',
      id: input.outboxId,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    // Already delivered (a repeated job) or removed by staff: nothing to do.
    if (!message || message.status === 'sent') return { output: {} }

    const transport = smtpTransport()
    if (!transport) {
      await payload.update({ collection: 'outbox', id: message.id, data: { status: 'held' }, overrideAccess: true, req })
      return { output: {} }
    }

    const attempts = (message.attempts ?? 0) + 1
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
        data: { status: attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'retrying', attempts, lastError: reason },
        overrideAccess: true,
        req,
      })
      throw error
    }
    await payload.update({
      collection: 'outbox',
      id: message.id,
      data: { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null },
      overrideAccess: true,
      req,
    })
    return { output: {} }
  },
}
