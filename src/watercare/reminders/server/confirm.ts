import type { Payload } from 'payload'

import { stampOnce } from '@/db/statements/stampOnce'
import { inTransaction } from '@/server/transaction'

import { checkConfirmToken } from '../links'
import { ownerByRef } from './owners'

export type ConfirmVerdict = 'confirmed' | 'invalid' | 'expired'

/**
 * The owner pressed "Confirm" behind the mailed link: a waiting sign-up becomes confirmed, and its
 * reminders count from now. One conditional UPDATE (`stampOnce`), so twin presses confirm once; a
 * second press answers the same and changes nothing. A deleted sign-up is `invalid`.
 */
export async function confirmReminders(payload: Payload, token: string, now = new Date()): Promise<ConfirmVerdict> {
  const check = checkConfirmToken(payload.secret, token, now)
  if (check.verdict !== 'ok') return check.verdict
  return inTransaction(payload, async (req) => {
    const owner = await ownerByRef(req, check.subject)
    if (!owner) return 'invalid'
    if (owner.status === 'waiting')
      await stampOnce(req, 'care_owners', owner.id, 'confirmedAt', { status: 'confirmed' })
    return 'confirmed'
  })
}
