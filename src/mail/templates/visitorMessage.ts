import type { MailMessage } from '@/platform/outbox/message'

import { mailMessage, staffSubject } from './mailMessage'

export type VisitorMessageEmailInput = {
  productName: string
  /** An address the site configures (staff inbox, Buyers Program partner), never one from the request. */
  to: string
  subject: string
  message: string
  /** The address the visitor asked to be copied; used as Reply-To, never as a recipient. */
  replyTo?: string
}

/** A visitor's message to a configured address (the sendMessage and newBuenoMessage APIs). */
export function visitorMessageEmail(input: VisitorMessageEmailInput): MailMessage {
  return mailMessage(input, {
    audience: 'staff',
    to: input.to,
    replyTo: input.replyTo,
    subject: staffSubject(input, input.subject),
    template: 'visitor-message',
    heading: input.subject,
    paragraphs: [input.message, ...(input.replyTo ? [`Reply to: ${input.replyTo}`] : [])],
    footer: `Sent from the ${input.productName} website.`,
  })
}
