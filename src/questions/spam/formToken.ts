import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A human needs at least this long between opening a form and sending it (api.md). */
export const MIN_FORM_SECONDS = 3
/** After this, a form token is stale: the submission is kept for staff to review. */
export const MAX_FORM_AGE_SECONDS = 2 * 60 * 60

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`form-token:${body}`).digest('base64url')

/** `issuedAt.nonce.signature`: time-stamped and signed, so only spent tokens need storing. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const body = `${Math.floor(now / 1000)}.${randomBytes(9).toString('base64url')}`
  return `${body}.${sign(secret, body)}`
}

export type FormTokenCheck =
  { verdict: 'ok'; nonce: string; expiresAt: number } | { verdict: 'missing' | 'invalid' | 'too-fast' | 'expired' }

/** Whether a token is ours and of a usable age; an `ok` token still has to be spent once (spentFormTokens.ts). */
export function checkFormToken(secret: string, token: string | undefined, now = Date.now()): FormTokenCheck {
  if (!token) return { verdict: 'missing' }
  const parts = token.split('.')
  if (parts.length !== 3) return { verdict: 'invalid' }
  const [issuedAt, nonce, signature] = parts as [string, string, string]
  const expected = Buffer.from(sign(secret, `${issuedAt}.${nonce}`))
  const given = Buffer.from(signature)
  if (!/^\d{9,11}$/.test(issuedAt) || given.length !== expected.length || !timingSafeEqual(given, expected))
    return { verdict: 'invalid' }
  const age = now / 1000 - Number(issuedAt)
  if (age < MIN_FORM_SECONDS) return { verdict: 'too-fast' }
  if (age > MAX_FORM_AGE_SECONDS) return { verdict: 'expired' }
  return { verdict: 'ok', nonce, expiresAt: (Number(issuedAt) + MAX_FORM_AGE_SECONDS) * 1000 }
}
