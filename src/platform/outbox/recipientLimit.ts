import type { PayloadRequest } from 'payload'

import { hitRateLimit, type RateLimitRule } from '@/platform/http/rateLimit'
import { RefusedRequestError } from '@/platform/http/refusedRequest'

import { mailboxKey } from './address'

/**
 * Messages a visitor-typed address may receive from us per day (UTC), whatever endpoint or
 * client caused them, counted per inbox (`mailboxKey`: `pat+1@…` and `pat+2@…` share one
 * allowance): enough for a real visitor's receipt, form link and question notice, too few to make
 * the site a way of pestering a stranger.
 */
export const RECIPIENT_RULE: RateLimitRule = { bucket: 'mail-to', limit: 3, windowMs: 24 * 60 * 60 * 1000 }

/** A message to a visitor's address would pass its daily allowance; the unit of work is refused. */
export class RecipientLimitError extends RefusedRequestError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'This e-mail address has already received as many messages from us as we send in a day.',
      429,
      'We have already sent this e-mail address as many messages as we send in a day. Please try again tomorrow.',
      { 'Retry-After': String(retryAfterSeconds) },
    )
    this.name = 'RecipientLimitError'
  }
}

/** Staff acting in the admin (approving a question, answering it) are trusted to decide. */
const isStaffAction = (req: PayloadRequest) => req.user?.collection === 'users'

/**
 * Counts one message to `address` in the unit of work's transaction (so a refused or failed unit
 * of work costs nothing), and throws RecipientLimitError past the allowance.
 */
export async function countVisitorMail(req: PayloadRequest, address: string): Promise<void> {
  const result = await hitRateLimit(req, RECIPIENT_RULE, mailboxKey(address))
  if (!result.ok && !isStaffAction(req)) throw new RecipientLimitError(result.retryAfterSeconds)
}
