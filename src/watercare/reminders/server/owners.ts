import type { PayloadRequest } from 'payload'

import type { MailMessage } from '@/platform/outbox/message'
import { sendMail } from '@/platform/outbox/sendMail'
import type { MailSite } from '@/mail/templates/mailMessage'
import type { CareOwner } from '@/payload-types'
import { readSiteSettings } from '@/site/settings/readSiteSettings'

import type { ReminderSettings } from '../schema'
import { type OwnerSchedule, REMINDER_KINDS, type ReminderKind } from '../schedule'

/** The owner whose mailed links carry `ref`, read in the unit of work, or null. */
export async function ownerByRef(req: PayloadRequest, ref: string): Promise<CareOwner | null> {
  const { docs } = await req.payload.find({
    collection: 'care-owners',
    where: { ref: { equals: ref } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** The kinds an owner chose, in the schedule's order. */
export const kindsOf = (owner: Pick<CareOwner, ReminderKind>): ReminderKind[] =>
  REMINDER_KINDS.filter((kind) => owner[kind] === true)

/** The owner's schedule, with their reminders started on `start`. */
export const ownerSchedule = (owner: CareOwner, start: string): OwnerSchedule => ({
  start,
  gallons: owner.gallons,
  bathersPerDay: owner.bathersPerDay,
  kinds: kindsOf(owner),
  lastFilledOn: owner.lastFilledOn ?? null,
})

/** The row's columns for `settings`: a checkbox per kind, blanks as null. */
export const settingsColumns = (settings: ReminderSettings) => ({
  gallons: settings.gallons,
  bathersPerDay: settings.bathersPerDay,
  filterRinse: settings.kinds.includes('filterRinse'),
  filterDeepClean: settings.kinds.includes('filterDeepClean'),
  drainRefill: settings.kinds.includes('drainRefill'),
  coverCheck: settings.kinds.includes('coverCheck'),
  centsPerKwh: typeof settings.centsPerKwh === 'number' ? settings.centsPerKwh : null,
  state: settings.state ? settings.state : null,
  lastFilledOn: settings.lastFilledOn ?? null,
})

/** Deletes the owner and every row keyed to them: the reminders sent, and our e-mails to the address. */
export async function eraseOwner(req: PayloadRequest, owner: CareOwner): Promise<void> {
  const { payload } = req
  await payload.delete({
    collection: 'care-reminders',
    where: { owner: { equals: owner.id } },
    overrideAccess: true,
    req,
  })
  await payload.delete({
    collection: 'outbox',
    where: { and: [{ to: { equals: owner.email } }, { template: { like: 'care-' } }] },
    overrideAccess: true,
    req,
  })
  await payload.delete({ collection: 'care-owners', id: owner.id, overrideAccess: true, req })
}

/** What every mail to an owner is addressed with: the address, the site's name and its support address. */
export type OwnerMailBase = MailSite & { to: string }

/** Queues the mail `build` makes for the owner, in the unit of work of `req`. */
export async function mailOwner(
  req: PayloadRequest,
  owner: Pick<CareOwner, 'email'>,
  build: (base: OwnerMailBase) => MailMessage,
): Promise<void> {
  const { productName, supportEmail } = await readSiteSettings(req)
  await sendMail(req, build({ to: owner.email, productName, supportEmail }))
}
