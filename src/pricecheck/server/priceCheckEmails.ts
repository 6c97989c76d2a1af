import type { MailMessage } from '@/platform/outbox/message'
import { echo } from '@/mail/templates/echo'
import { type MailSite, mailMessage, staffSubject, visitorSubject } from '@/mail/templates/mailMessage'

import type { NewPriceCheck } from '../schemas'

type Input = MailSite & { check: NewPriceCheck }

const tubLines = (check: NewPriceCheck) =>
  check.tubs.map((tub, index) => `Tub ${index + 1}: ${tub.brand} ${tub.model}, quoted ${tub.price}`).join('\n')

/** To the staff inbox: a new request to answer within 24-48 hours. */
export function priceCheckForStaff(input: Input & { staffInbox: string; adminUrl: string }): MailMessage {
  const { check } = input
  return mailMessage(input, {
    audience: 'staff',
    to: input.staffInbox,
    replyTo: check.email,
    subject: staffSubject(input, `Price check from ${check.name} (${check.zipcode})`),
    template: 'price-check-staff',
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
  return mailMessage(input, {
    audience: 'visitor',
    to: check.email,
    subject: visitorSubject(input, 'We have your price check request'),
    template: 'price-check-receipt',
    heading: 'We have your price check request',
    greeting: check.name,
    paragraphs: [
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
export function priceCheckReportReady(input: MailSite & { to: string; name: string; url: string }): MailMessage {
  return mailMessage(input, {
    audience: 'visitor',
    to: input.to,
    subject: visitorSubject(input, 'Your price check report is ready'),
    template: 'price-check-report',
    heading: 'Your price check report is ready',
    greeting: input.name,
    paragraphs: [
      'Our staff have compared your quote with what buyers are paying. ' +
        'Read our verdict and target price for each tub with the link below.',
    ],
    action: { label: 'Read my price check report', url: input.url },
    footer: `This link is personal to you; please do not share it. Questions? Write to ${input.supportEmail}.`,
  })
}
