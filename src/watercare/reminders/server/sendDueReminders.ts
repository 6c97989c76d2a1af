import type { Payload, PayloadRequest } from 'payload'

import { readStateFigures } from '@/buyertools/runningCost/server/readStateFigures'
import type { StateFigureTable } from '@/buyertools/runningCost/stateFigures'
import { claimCareOwners } from '@/platform/db/statements/claimCareOwners'
import type { CareOwner } from '@/payload-types'
import { log } from '@/platform/log/log'
import { siteUrl } from '@/platform/settings/siteUrl'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { subscriberLinks } from '../links'
import { soakedCoverParagraph } from '../mail/coverWords'
import { reminderMail } from '../mail/reminderMail'
import { mailsInWeek, type ReminderKind, reminderKey, remindersToSend, utcDay } from '../schedule'
import { deleteUnconfirmedOwners } from './expire'
import { mailOwner, ownerSchedule } from './owners'

const RUNNING_COST_PATH = '/hot-tub-running-cost'

/**
 * One round of the daily reminders (each app server's poller): claims owners not looked at today
 * (`claimCareOwners`: one server each) and, for each in one unit of work, queues the reminders due
 * (`remindersToSend`: not sent before, at most two mails in 7 days, the started mail among them),
 * writing each one's row (unique per owner, kind and due date) with its outbox message, and marks the
 * owner looked at today. An owner who unsubscribed meanwhile gets nothing. Answers how many owners it took.
 */
export async function sendDueReminders(payload: Payload, limit: number, now = new Date()): Promise<number> {
  const today = utcDay(now)
  const ids = await claimCareOwners(payload, { today, limit, now })
  // Read before any unit of work opens: the cover check prices a soaked cover with them.
  const figures = ids.length > 0 ? await readStateFigures(payload) : null
  for (const id of ids) {
    await remindOwner(payload, id, now, figures).catch((error: unknown) =>
      // Rolled back: the owner stays unchecked and is taken again once the claim's lease has passed.
      log.error('care reminders: an owner could not be reminded', {
        error,
        details: { job: 'careReminders', owner: id },
      }),
    )
  }
  if (ids.length < limit) await deleteUnconfirmedOwners(payload, now)
  return ids.length
}

async function remindOwner(payload: Payload, id: number, now: Date, figures: StateFigureTable | null): Promise<void> {
  const today = utcDay(now)
  await inTransaction(payload, async (req) => {
    const owner = await payload.findByID({
      collection: 'care-owners',
      id,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })
    if (!owner) return
    if (owner.status === 'confirmed' && owner.confirmedAt) {
      const { docs: history } = await payload.find({
        collection: 'care-reminders',
        where: { owner: { equals: id } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const schedule = scheduleOf(owner)
      const due = remindersToSend(schedule, today, {
        sent: new Set(history.map((row) => reminderKey(row.kind, row.dueOn))),
        sentInLastWeek: mailsInWeek(
          today,
          history.map((row) => row.sentOn),
          schedule.start,
        ),
      })
      for (const reminder of due) await queueReminder(req, owner, reminder, now, figures)
    }
    await payload.update({ collection: 'care-owners', id, data: { checkedOn: today }, overrideAccess: true, req })
  })
}

// The started mail went out on the day of `confirmedAt`.
const scheduleOf = (owner: CareOwner) => ownerSchedule(owner, utcDay(new Date(owner.confirmedAt!)))

async function queueReminder(
  req: PayloadRequest,
  owner: CareOwner,
  { kind, dueOn }: { kind: ReminderKind; dueOn: string },
  now: Date,
  figures: StateFigureTable | null,
): Promise<void> {
  const { payload } = req
  await payload.create({
    collection: 'care-reminders',
    data: { owner: owner.id, kind, dueOn, sentOn: utcDay(now), key: `${owner.id}:${reminderKey(kind, dueOn)}` },
    overrideAccess: true,
    req,
  })
  await mailOwner(req, owner, (base) =>
    reminderMail({
      ...base,
      ...subscriberLinks(payload.secret, owner.ref, now),
      kind,
      owner,
      runningCostUrl: new URL(RUNNING_COST_PATH, siteUrl()).toString(),
      coverCost: kind === 'coverCheck' ? soakedCoverParagraph(owner, figures) : '',
    }),
  )
}
