import type { MailMessage } from '@/platform/outbox/message'
import { type MailSite, mailMessage, visitorSubject } from '@/mail/templates/mailMessage'
import { groupThousands } from '@/site/numbers'

import { CONFIRM_LINK_DAYS, UNCONFIRMED_KEPT_DAYS } from '../linkTerms'
import { KIND_NAMES } from './kindNames'
import type { ReminderKind } from '../schedule'

export const CONFIRMATION_TEMPLATE = 'care-reminders-confirm'

/**
 * The one e-mail an address gets before its owner confirms: what was asked, the link, and what not
 * pressing it means. It repeats only numbers and our own words, never text a visitor typed.
 */
export function confirmationMail(
  input: MailSite & {
    to: string
    gallons: number
    bathersPerDay: number
    kinds: readonly ReminderKind[]
    confirmUrl: string
  },
): MailMessage {
  return mailMessage(input, {
    audience: 'visitor',
    to: input.to,
    subject: visitorSubject(input, 'Confirm your hot tub care reminders'),
    template: CONFIRMATION_TEMPLATE,
    heading: 'Confirm your care reminders',
    paragraphs: [
      `Someone, we hope you, asked us to e-mail this address care reminders for a ` +
        `${groupThousands(input.gallons)}-gallon hot tub used by ${input.bathersPerDay} bathers a day: ` +
        `${input.kinds.map((kind) => KIND_NAMES[kind]).join(', ')}.`,
      'Press the button to start them. Until you do, we send nothing else, and if you never do, we delete ' +
        `the address ${UNCONFIRMED_KEPT_DAYS} days after the sign-up. The link works for ${CONFIRM_LINK_DAYS} days.`,
    ],
    action: { label: 'Confirm my reminders', url: input.confirmUrl },
    footer: `If you did not ask, ignore this message. Questions? Write to ${input.supportEmail}.`,
  })
}
