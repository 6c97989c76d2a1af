import type { MailMessage } from '@/platform/outbox/message'
import { mailMessage } from '@/mail/templates/mailMessage'
import { groupThousands } from '@/site/numbers'

import { CONFIRM_LINK_DAYS, UNCONFIRMED_KEPT_DAYS } from '../linkTerms'
import { KIND_NAMES } from './kindNames'
import type { ReminderKind } from '../schedule'

export const CONFIRMATION_TEMPLATE = 'care-reminders-confirm'

/**
 * The one e-mail an address gets before its owner confirms: what was asked, the link, and what not
 * pressing it means. It repeats only numbers and our own words, never text a visitor typed.
 */
export function confirmationMail(input: {
  to: string
  productName: string
  supportEmail: string
  gallons: number
  bathersPerDay: number
  kinds: readonly ReminderKind[]
  confirmUrl: string
}): MailMessage {
  return mailMessage({
    audience: 'visitor',
    to: input.to,
    subject: `Confirm your hot tub care reminders - ${input.productName}`,
    template: CONFIRMATION_TEMPLATE,
    productName: input.productName,
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
