import type { PayloadRequest } from 'payload'

import { countLinks } from '../sanitize/sanitizeCommentHtml'
import { checkFormToken, MAX_FORM_AGE_SECONDS, MIN_FORM_SECONDS } from './formToken'
import { spendFormToken } from './spentFormTokens'

/** More links than this in one message looks like link spam. */
export const MAX_LINKS = 3

const TOKEN_REASONS = {
  missing: 'No form token (the form was not opened on the site)',
  invalid: 'Forged or damaged form token',
  'too-fast': `Sent less than ${MIN_FORM_SECONDS} seconds after the form opened`,
  expired: `Form token older than ${MAX_FORM_AGE_SECONDS / 3600} hours`,
  reused: 'Form token already used for another submission',
} as const

/**
 * Why a submission looks like spam, or null. Spam is stored for staff to review and answered
 * like any other submission, so a bot learns nothing and a real visitor loses nothing.
 * A submission that passes every other check spends its form token, in the submission's unit of
 * work: one token, one submission.
 */
export async function spamReason(
  req: PayloadRequest,
  input: { website?: string; formToken?: string; html: string },
  now = Date.now(),
): Promise<string | null> {
  if (input.website?.trim()) return 'Filled the hidden website field'
  const token = checkFormToken(req.payload.secret, input.formToken, now)
  if (token.verdict !== 'ok') return TOKEN_REASONS[token.verdict]
  const links = countLinks(input.html)
  if (links > MAX_LINKS) return `${links} links (more than ${MAX_LINKS})`
  if (!(await spendFormToken(req, token.nonce, token.expiresAt))) return TOKEN_REASONS.reused
  return null
}
