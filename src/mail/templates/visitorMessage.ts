import type { MailMessage } from '../message'

import { renderEmail } from './layout'

export type VisitorMessageInput = {
  productName: string
  staffInbox: string
  subject: string
  message: string
  /** The address the visitor asked to be copied; used as Reply-To, never as a recipient. */
  replyTo?: string
}

/** A visitor's message to the staff inbox (the sendMessage API). */
export function visitorMessageEmail(input: VisitorMessageInput): MailMessage {
  const rendered = renderEmail({
    productName: input.productName,
    heading: input.subject,
    paragraphs: [input.message, ...(input.replyTo ? [`Reply to: ${input.replyTo}`] : [])],
    footer: `Sent from the ${input.productName} website.`,
  })
  return {
    audience: 'staff',
    to: input.staffInbox,
    replyTo: input.replyTo,
    subject: `[${input.productName}] ${input.subject}`,
    template: 'visitor-message',
    ...rendered,
  }
}
