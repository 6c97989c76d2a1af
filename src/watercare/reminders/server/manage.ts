import type { Payload } from 'payload'

import type { CareOwner } from '@/payload-types'
import { inTransaction } from '@/platform/unitOfWork/transaction'

import { checkManageToken } from '../links'
import type { ManageRequest } from '../schema'
import { eraseOwner, ownerByRef, settingsColumns } from './owners'

export type ManageVerdict = 'done' | 'invalid' | 'expired'

/** The owner behind a manage link, for the manage page (read only), or why there is none. */
export async function ownerOfManageToken(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<{ verdict: 'ok'; owner: CareOwner } | { verdict: 'invalid' | 'expired' }> {
  const check = checkManageToken(payload.secret, token, now)
  if (check.verdict !== 'ok') return check
  const owner = await inTransaction(payload, (req) => ownerByRef(req, check.subject))
  return owner ? { verdict: 'ok', owner } : { verdict: 'invalid' }
}

/**
 * What the owner does with a manage link (the page's buttons, or the mail's one-click unsubscribe), in
 * one unit of work: new settings (which start the reminders again after an unsubscribe), stop the
 * reminders (the daily job sends nothing more), or delete the owner and everything keyed to them.
 * A link to an owner already deleted is `invalid`.
 */
export async function manageReminders(
  payload: Payload,
  request: ManageRequest,
  now = new Date(),
): Promise<ManageVerdict> {
  const check = checkManageToken(payload.secret, request.token, now)
  if (check.verdict !== 'ok') return check.verdict
  return inTransaction(payload, async (req) => {
    const owner = await ownerByRef(req, check.subject)
    if (!owner || owner.status === 'waiting') return 'invalid'
    if (request.action === 'delete') {
      await eraseOwner(req, owner)
      return 'done'
    }
    const data =
      request.action === 'update'
        ? { ...settingsColumns(request.settings), status: 'confirmed' as const, unsubscribedAt: null }
        : owner.status === 'unsubscribed'
          ? {}
          : { status: 'unsubscribed' as const, unsubscribedAt: now.toISOString() }
    await payload.update({ collection: 'care-owners', id: owner.id, data, overrideAccess: true, req })
    return 'done'
  })
}
