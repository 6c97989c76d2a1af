import type { MailMessage } from '@/platform/outbox/message'
import { echo, echoName } from '@/mail/templates/echo'
import { mailMessage } from '@/mail/templates/mailMessage'

import type { NewPriceCheck } from '../schemas'

type Input = { productName: string; supportEmail: string; check: NewPriceCheck }

const tubLines = (check: NewPriceCheck) =>
  check.tubs.map((tub, index) => `Tub ${index + 1}: ${tub.brand} ${tub.model}, quoted ${tub.price}`).join('\n')

/** To the staff inbox: a new request to answer within 24-48 hours. */
export function priceCheckForStaff(input: Input & { staffInbox: string; adminUrl: string }): MailMessage {
  const { check } = input
  return mailMessage({
    audience: 'staff',
    to: input.staffInbox,
    replyTo: check.email,
    subject: `[${input.productName}] Price check from ${check.name} (${check.zipcode})`,
    template: 'price-check-staff',
    productName: input.productName,
    heading: 'A new price check request',
    paragraphs: [
      `${check.name} <${check.email}>, zip code ${check.zipcode}, asks about:`,
      tubLines(check),
      'The report is promised within 24-48 hours.',
    ],
    action: { label: 'Open it in the admin', url: input.adminUrl },
  })
}

/** A tub as the receipt may name it: brand and model when both are short, plain words. */
const tubName = (tub: NewPriceCheck['tubs'][number]) => {
  const brand = echo(tub.brand, '')
  const model = echo(tub.model, '')
  return brand && model ? `${brand} ${model}` : 'the tub you described'
}

/**
 * To the visitor, at an address nobody has confirmed: we have it, and when the report comes.
 * It repeats no prices and no free text, only short names through `echo`.
 */
export function priceCheckReceipt(input: Input): MailMessage {
  const { check } = input
  return mailMessage({
    audience: 'visitor',
    to: check.email,
    subject: `We have your price check request - ${input.productName}`,
    template: 'price-check-receipt',
    productName: input.productName,
    heading: 'We have your price check request',
    paragraphs: [
      `Hi ${echoName(check.name)},`,
      `Thank you for sending us your quote for ${check.tubs.map(tubName).join(', ')}. Our staff ` +
        `will compare it with what buyers are paying and e-mail you a plain report within 24-48 hours.`,
    ],
    footer:
      `If you did not ask for this, ignore this message. ` +
      `Questions in the meantime? Write to ${input.supportEmail}.`,
  })
}

/**
 * To the buyer: the report is ready, behind a private link. Like the receipt it repeats only the
 * name through `echo`; the verdicts and prices stay on the page.
 */
export function priceCheckReportReady(input: {
  productName: string
  supportEmail: string
  to: string
  name: string
  url: string
}): MailMessage {
  return mailMessage({
    audience: 'visitor',
    to: input.to,
    subject: `Your price check report is ready - ${input.productName}`,
    template: 'price-check-report',
    productName: input.productName,
    heading: 'Your price check report is ready',
    paragraphs: [
      `Hi ${echoName(input.name)},`,
      'Our staff have compared your quote with what buyers are paying. ' +
        'Read our verdict and target price for each tub with the link below.',
    ],
    action: { label: 'Read my price check report', url: input.url },
    footer: `This link is personal to you; please do not share it. Questions? Write to ${input.supportEmail}.`,
  })
}
