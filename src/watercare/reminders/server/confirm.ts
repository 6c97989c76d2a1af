import type { Payload, PayloadRequest } from 'payload'

import { stampOnce } from '@/platform/db/statements/stampOnce'
import type { CareOwner } from '@/payload-types'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { checkConfirmToken, subscriberLinks } from '../links'
import { startedMail } from '../mail/reminderMail'
import { nextDueDate, overdueDrain, utcDay } from '../schedule'
import { mailOwner, ownerByRef, ownerSchedule } from './owners'

export type ConfirmVerdict = 'confirmed' | 'invalid' | 'expired'

/**
 * The owner pressed "Confirm" behind the mailed link: a waiting sign-up becomes confirmed, and its
 * reminders count from now, and one mail says what comes when (with the links to manage or stop it).
 * One conditional UPDATE (`stampOnce`), so twin presses confirm once and mail once; a second press
 * answers the same and changes nothing. A deleted sign-up is `invalid`.
 */
export async function confirmReminders(payload: Payload, token: string, now = new Date()): Promise<ConfirmVerdict> {
  const check = checkConfirmToken(payload.secret, token, now)
  if (check.verdict !== 'ok') return check.verdict
  return inTransaction(payload, async (req) => {
    const owner = await ownerByRef(req, check.subject)
    if (!owner) return 'invalid'
    if (owner.status !== 'waiting') return 'confirmed'
    const stamped = await stampOnce(req, 'care_owners', owner.id, 'confirmedAt', { status: 'confirmed' })
    if (stamped) await mailStarted(req, owner, now)
    return 'confirmed'
  })
}

async function mailStarted(req: PayloadRequest, owner: CareOwner, now: Date): Promise<void> {
  const today = utcDay(now)
  const schedule = ownerSchedule(owner, today)
  const next = schedule.kinds
    .map((kind) => ({ kind, dueOn: nextDueDate(kind, schedule, today) }))
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn))
  await mailOwner(req, owner, (base) =>
    startedMail({
      ...base,
      ...subscriberLinks(req.payload.secret, owner.ref, now),
      next,
      drainOverdueSince: overdueDrain(schedule),
    }),
  )
}
