import type { Payload } from 'payload'

import { normaliseEmail } from '@/platform/outbox/address'
import { log } from '@/platform/log/log'
import { newPublicRef } from '@/platform/tokens/publicRef'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { confirmUrl } from '../links'
import { confirmationMail } from '../mail/confirmationMail'
import type { SubscribeFields } from '../schema'
import { deleteUnconfirmedOwners } from './expire'
import { mailOwner, settingsColumns } from './owners'

/** At most one confirmation mail to an address in this time, however often it is typed. */
export const CONFIRMATION_RESEND_MS = 24 * 60 * 60_000

/**
 * A sign-up, in one unit of work. A new address (or one that unsubscribed) waits for its owner with the
 * new settings and gets one confirmation mail; one still waiting gets its settings and another mail only
 * when the last went out over a day ago; a confirmed one changes nothing (anyone could have typed it, and
 * every reminder carries the owner's manage link). The caller answers the same in every case, so the
 * answer never tells whether an address is signed up.
 */
export async function subscribe(payload: Payload, fields: SubscribeFields, now = new Date()): Promise<void> {
  await deleteUnconfirmedOwners(payload, now).catch((error: unknown) =>
    log.warn('care reminders: unconfirmed sign-ups could not be cleared', { error }),
  )
  try {
    await signUpOnce(payload, fields, now)
  } catch (error) {
    // A twin sign-up of the same new address committed first (the unique `emailKey`): this one rolled
    // back, and now finds the row, as a later sign-up would.
    if (!(await isSignedUp(payload, fields.email))) throw error
    await signUpOnce(payload, fields, now)
  }
}

const isSignedUp = async (payload: Payload, email: string) =>
  (await payload.count({ collection: 'care-owners', where: { emailKey: { equals: normaliseEmail(email) } } }))
    .totalDocs > 0

async function signUpOnce(payload: Payload, fields: SubscribeFields, now: Date): Promise<void> {
  await inTransaction(payload, async (req) => {
    const { docs } = await payload.find({
      collection: 'care-owners',
      where: { emailKey: { equals: normaliseEmail(fields.email) } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const found = docs[0]
    if (found?.status === 'confirmed') return
    const recentlyMailed =
      found?.status === 'waiting' &&
      found.confirmationSentAt &&
      now.getTime() - Date.parse(found.confirmationSentAt) < CONFIRMATION_RESEND_MS
    const columns = { ...settingsColumns(fields), status: 'waiting' as const }
    const stamp = { confirmationSentAt: recentlyMailed ? found.confirmationSentAt : now.toISOString() }
    const owner = found
      ? await payload.update({
          collection: 'care-owners',
          id: found.id,
          // A re-sign-up after unsubscribing starts a new wait, from now.
          data: {
            ...columns,
            ...stamp,
            ...(found.status === 'unsubscribed' ? { unsubscribedAt: null, confirmedAt: null } : {}),
          },
          overrideAccess: true,
          req,
        })
      : await payload.create({
          collection: 'care-owners',
          data: {
            ...columns,
            confirmationSentAt: now.toISOString(),
            ref: newPublicRef(),
            email: fields.email,
            emailKey: normaliseEmail(fields.email),
          },
          overrideAccess: true,
          req,
        })
    if (recentlyMailed) return
    await mailOwner(req, owner, (base) =>
      confirmationMail({
        ...base,
        gallons: fields.gallons,
        bathersPerDay: fields.bathersPerDay,
        kinds: fields.kinds,
        confirmUrl: confirmUrl(payload.secret, owner.ref, now),
      }),
    )
  })
}
