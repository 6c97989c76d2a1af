import type { MailMessage } from '@/mail/message'
import { renderEmail } from '@/mail/templates/layout'

import type { NewPriceCheck } from '../schemas'

type Input = { productName: string; supportEmail: string; check: NewPriceCheck }

const tubLines = (check: NewPriceCheck) =>
  check.tubs.map((tub, index) => `Tub ${index + 1}: ${tub.brand} ${tub.model}, quoted ${tub.price}`).join('\n')

/** To the staff inbox: a new request to answer within 24-48 hours. */
export function priceCheckForStaff(input: Input & { staffInbox: string; adminUrl: string }): MailMessage {
  const { check } = input
  return {
    to: input.staffInbox,
    replyTo: check.email,
    subject: `[${input.productName}] Price check from ${check.name} (${check.zipcode})`,
    template: 'price-check-staff',
    ...renderEmail({
      productName: input.productName,
      heading: 'A new price check request',
      paragraphs: [`${check.name} <${check.email}>, zip code ${check.zipcode}, asks about:`, tubLines(check), 'The report is promised within 24-48 hours.'],
      action: { label: 'Open it in the admin', url: input.adminUrl },
    }),
  }
}

/** To the visitor: we have it, and when the report comes. */
export function priceCheckReceipt(input: Input): MailMessage {
  const { check } = input
  return {
    to: check.email,
    subject: `We have your price check request - ${input.productName}`,
    template: 'price-check-receipt',
    ...renderEmail({
      productName: input.productName,
      heading: 'We have your price check request',
      paragraphs: [
        `Hi ${check.name},`,
        'Thank you for sending us your quote. Our staff will compare it with what buyers are paying and e-mail you a plain report within 24-48 hours.',
        tubLines(check),
      ],
      footer: `Questions in the meantime? Write to ${input.supportEmail}.`,
    }),
  }
}
