import type { MailAudience, MailMessage } from '@/platform/outbox/message'
import { type MailSite, mailMessage, staffSubject, visitorSubject } from '@/mail/templates/mailMessage'

import type { LeadInfo } from '../schemas'

/**
 * To the lead, at an address nobody has confirmed: the link to the Buyers Program information form.
 * `buyer` when the lead comes from a verified payment (outside the visitor's daily allowance).
 */
export function infoRequestEmail(
  input: MailSite & {
    supportPhone: string
    to: string
    firstName: string
    formUrl: string
    audience?: Extract<MailAudience, 'visitor' | 'buyer'>
  },
): MailMessage {
  return mailMessage(input, {
    audience: input.audience ?? 'visitor',
    to: input.to,
    subject: visitorSubject(input, 'Your Buyers Program information form'),
    template: 'lead-info-request',
    heading: 'Tell us about the tub you want',
    greeting: input.firstName,
    paragraphs: [
      'To match you with Buyers Program pricing, we need a few details about ' +
        'you and the tub you are looking for. The form takes a couple of minutes.',
      `Program e-mails come from ${input.supportEmail} and texts from ${input.supportPhone}.`,
    ],
    action: { label: 'Open my information form', url: input.formUrl },
    footer: 'This link is personal to you; please do not forward it. If you did not ask for it, ignore this message.',
  })
}

/**
 * To the Buyers Program partner (copy to the staff inbox): what the lead sent on the form.
 * `takenAddress`: the address the form gave when it is another lead's (the lead kept its own).
 */
export function leadInfoEmail(input: {
  productName: string
  to: string
  cc: string
  info: LeadInfo
  source: string
  adminUrl: string
  takenAddress?: string | undefined
}): MailMessage {
  const { info } = input
  return mailMessage(input, {
    audience: 'staff',
    to: input.to,
    cc: input.cc,
    replyTo: info.email,
    subject: staffSubject(input, `Buyers Program information from ${info.firstName} ${info.lastName}`),
    template: 'lead-info-received',
    heading: 'Buyers Program information received',
    paragraphs: [
      `Name: ${info.firstName} ${info.lastName}\nE-mail: ${info.email}\nPhone: ` +
        `${info.phone}\nZip code: ${info.zipCode}\nSource: ${input.source}`,
      ...(input.takenAddress
        ? [
            `The form gave the address ${input.takenAddress}, which ` +
              `is another lead's: this lead kept the address above.`,
          ]
        : []),
      info.details,
    ],
    action: { label: 'Open the lead in the admin', url: input.adminUrl },
  })
}
