import type { MailMessage } from '@/platform/outbox/message'
import type { EmailContent } from '@/mail/templates/layout'
import { type MailSite, mailMessage, visitorSubject } from '@/mail/templates/mailMessage'
import { formatLongDate } from '@/site/dates'
import { groupThousands } from '@/site/numbers'

import { SOURCES } from '../../model/sources'
import { KIND_NAMES } from './kindNames'
import {
  FILTER_DEEP_CLEAN_DAYS,
  FILTER_RINSE_DAYS,
  REMINDER_SOURCES,
  type ReminderKind,
  drainRefillDays,
} from '../schedule'

export const REMINDER_TEMPLATE = 'care-reminder'

/** What one reminder says: its subject, heading and paragraphs, each figure with where it comes from. */
function words(kind: ReminderKind, owner: { gallons: number; bathersPerDay: number }, coverCost: string) {
  const filterSource =
    `Why every ${FILTER_RINSE_DAYS} and ${FILTER_DEEP_CLEAN_DAYS} days: ${REMINDER_SOURCES.filter.title} ` +
    `(${REMINDER_SOURCES.filter.url}). We found no maker's manual that gives a figure; yours may, and it wins.`
  if (kind === 'filterRinse') {
    return {
      subject: 'Rinse your hot tub filter',
      heading: 'Time to rinse the filter',
      paragraphs: [
        'Power off, lift the cartridge out and hose it down between every pleat, top to bottom. No pressure washer: ' +
          'it tears the pleats. Put it back and power on.',
        filterSource,
      ],
    }
  }
  if (kind === 'filterDeepClean') {
    return {
      subject: 'Deep clean your hot tub filter',
      heading: 'Time to deep clean the filter',
      paragraphs: [
        'Rinse the cartridge, then soak it in a spa filter cleaner for as long as its label says (overnight for ' +
          'most). Rinse again and let it dry before it goes back. A spare cartridge keeps the tub running meanwhile.',
        filterSource,
      ],
    }
  }
  if (kind === 'drainRefill') {
    const days = drainRefillDays(owner.gallons, owner.bathersPerDay)
    return {
      subject: 'Drain and refill your hot tub',
      heading: 'Time for fresh water',
      paragraphs: [
        `Your tub holds ${groupThousands(owner.gallons)} gallons and sees ${owner.bathersPerDay} bathers a day: ` +
          `${groupThousands(owner.gallons)} ÷ 3 ÷ ${owner.bathersPerDay} = ${days} days between refills, and they ` +
          `are up.`,
        'Deep clean the filter while the tub is empty. After the refill, balance the water before the sanitiser ' +
          'goes in.',
        `The rule: ${SOURCES.drainRule.title} (${SOURCES.drainRule.url}). It counts bathers only, not what you add ` +
          `or what your water starts with.`,
      ],
    }
  }
  return {
    subject: 'Check your hot tub cover before winter',
    heading: 'The autumn cover check',
    paragraphs: [
      'A cover that has soaked up water is heavy, sags in the middle and lets heat out. Lift it: if it is much ' +
        'heavier than last year, or the foam feels wet through a seam, it is costing you.',
      'Measure it: the running-cost calculator has a test for a tub you own. Leave the heater off overnight with ' +
        'the cover on and note the temperature drop. Our calculator turns it into kWh and dollars a month.',
      coverCost,
    ],
  }
}

/** What every mail to a confirmed owner carries: who it is for, and the links to stop or manage it. */
export type SubscriberMailInput = MailSite & {
  to: string
  manageUrl: string
  oneClickUrl: string
}

/**
 * A mail to a confirmed owner, with RFC 8058 one-click unsubscribe (`List-Unsubscribe` and
 * `List-Unsubscribe-Post`) and the signed link to the manage page.
 */
function subscriberMail(
  input: SubscriberMailInput,
  mail: { subject: string; template: string; content: Pick<EmailContent, 'heading' | 'paragraphs' | 'action'> },
): MailMessage {
  return mailMessage(input, {
    audience: 'subscriber',
    to: input.to,
    subject: visitorSubject(input, mail.subject),
    template: mail.template,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...mail.content,
    followUp: {
      paragraph:
        'Change the tub or the reminders, stop them, or delete everything we keep about you: no account needed.',
      label: 'Manage my reminders',
      url: input.manageUrl,
    },
    footer: `You asked for these reminders on our site. Questions? Write to ${input.supportEmail}.`,
  })
}

/** One reminder to a confirmed owner. */
export function reminderMail(
  input: SubscriberMailInput & {
    kind: ReminderKind
    owner: { gallons: number; bathersPerDay: number }
    runningCostUrl: string
    /** The cover check's paragraph on what a soaked cover costs (`soakedCoverParagraph`). */
    coverCost: string
  },
): MailMessage {
  const { subject, heading, paragraphs } = words(input.kind, input.owner, input.coverCost)
  const action = input.kind === 'coverCheck' ? { label: 'Measure your tub', url: input.runningCostUrl } : undefined
  return subscriberMail(input, {
    subject,
    template: `${REMINDER_TEMPLATE}-${input.kind}`,
    content: { heading, paragraphs, action },
  })
}

export const STARTED_TEMPLATE = 'care-reminders-started'

const longDate = (day: string) => formatLongDate(`${day}T00:00:00Z`)

/**
 * Once, when the owner confirms: what comes when, and the links to change or stop it. A drain the last fill
 * says was due already (`drainOverdueSince`) is said to be overdue, with the next one counted from today.
 */
export function startedMail(
  input: SubscriberMailInput & {
    next: readonly { kind: ReminderKind; dueOn: string }[]
    drainOverdueSince?: string | null
  },
): MailMessage {
  return subscriberMail(input, {
    subject: 'Your hot tub care reminders have started',
    template: STARTED_TEMPLATE,
    content: {
      heading: 'Your care reminders have started',
      paragraphs: [
        'Thanks for confirming. Here is what comes next, at most two e-mails a week, this one included:',
        input.next.map((each) => `${KIND_NAMES[each.kind]}: ${longDate(each.dueOn)}`).join('\n'),
        ...(input.drainOverdueSince
          ? [
              `Your drain and refill is overdue: by the day you last filled the tub, it was due on ` +
                `${longDate(input.drainOverdueSince)}. Drain and refill it now; the date above counts from today.`,
            ]
          : []),
      ],
    },
  })
}
