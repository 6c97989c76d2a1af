import { countLinks } from '../sanitize/sanitizeCommentHtml'
import { checkFormToken } from './formToken'

/** More links than this in one message looks like link spam. */
export const MAX_LINKS = 3

const TOKEN_REASONS = {
  missing: 'No form token (the form was not opened on the site)',
  invalid: 'Forged or damaged form token',
  'too-fast': 'Sent less than 3 seconds after the form opened',
  expired: 'Form token older than a day',
} as const

/**
 * Why a submission looks like spam, or null. Spam is stored for staff to review and answered
 * like any other submission, so a bot learns nothing and a real visitor loses nothing.
 */
export function spamReason(
  secret: string,
  input: { website?: string; formToken?: string; html: string },
  now = Date.now(),
): string | null {
  if (input.website?.trim()) return 'Filled the hidden website field'
  const token = checkFormToken(secret, input.formToken, now)
  if (token !== 'ok') return TOKEN_REASONS[token]
  const links = countLinks(input.html)
  if (links > MAX_LINKS) return `${links} links (more than ${MAX_LINKS})`
  return null
}
