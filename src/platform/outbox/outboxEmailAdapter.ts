import type { EmailAdapter } from 'payload'

import { env } from '@/platform/settings/env'
import { log } from '@/platform/log/log'
import { serverRequest } from '@/platform/unitOfWork/transaction'

import { htmlToText } from './htmlToText'
import { sendMail } from './sendMail'

/**
 * Routes Payload's own e-mail (password resets for staff accounts) through the outbox like
 * everything else. Payload calls this inside its own transaction without handing over its `req`;
 * writing the message in a second transaction then would wait for the first to end (on SQLite,
 * forever), so the message is written as its own unit of work once Payload's has finished.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'outbox',
  defaultFromAddress: env().MAIL_FROM_ADDRESS,
  defaultFromName: 'TubWise',
  sendEmail: async (message) => {
    const to = Array.isArray(message.to) ? message.to.map(String).join(', ') : String(message.to ?? '')
    const html = typeof message.html === 'string' ? message.html : ''
    const text = typeof message.text === 'string' && message.text ? message.text : htmlToText(html)
    void serverRequest(payload)
      .then((req) =>
        sendMail(req, {
          audience: 'staff',
          to,
          subject: String(message.subject ?? ''),
          html,
          text,
          template: 'payload',
        }),
      )
      .catch((error: unknown) =>
        log.error("mail: could not store Payload's e-mail in the outbox", { error, details: { template: 'payload' } }),
      )
    return { queued: true }
  },
})
