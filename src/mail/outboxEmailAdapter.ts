import type { EmailAdapter } from 'payload'

import { env } from '@/server/env'

import { htmlToText } from './templates/htmlToText'
import { sendMail } from './sendMail'

/** Routes Payload's own e-mail (password resets for staff) through the outbox like everything else. */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'outbox',
  defaultFromAddress: env().MAIL_FROM_ADDRESS,
  defaultFromName: 'TubWise',
  sendEmail: async (message) => {
    const to = Array.isArray(message.to) ? message.to.map(String).join(', ') : String(message.to ?? '')
    const html = typeof message.html === 'string' ? message.html : ''
    const text = typeof message.text === 'string' && message.text ? message.text : htmlToText(html)
    return sendMail(payload, { to, subject: String(message.subject ?? ''), html, text, template: 'payload' })
  },
})
