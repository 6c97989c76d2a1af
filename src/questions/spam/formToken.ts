import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A human needs at least this long between opening a form and sending it (api.md). */
export const MIN_FORM_SECONDS = 3
/** After this, a form token is stale: the submission is kept for staff to review. */
export const MAX_FORM_AGE_SECONDS = 24 * 60 * 60

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`form-token:${body}`).digest('base64url')

/** `issuedAt.nonce.signature`: time-stamped and signed, so the server needs to store nothing. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const body = `${Math.floor(now / 1000)}.${randomBytes(9).toString('base64url')}`
  return `${body}.${sign(secret, body)}`
}

export type FormTokenVerdict = 'ok' | 'missing' | 'invalid' | 'too-fast' | 'expired'

export function checkFormToken(secret: string, token: string | undefined, now = Date.now()): FormTokenVerdict {
  if (!token) return 'missing'
  const parts = token.split('.')
  if (parts.length !== 3) return 'invalid'
  const [issuedAt, nonce, signature] = parts as [string, string, string]
  const expected = Buffer.from(sign(secret, `${issuedAt}.${nonce}`))
  const given = Buffer.from(signature)
  if (!/^\d{9,11}$/.test(issuedAt) || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  const age = now / 1000 - Number(issuedAt)
  if (age < MIN_FORM_SECONDS) return 'too-fast'
  if (age > MAX_FORM_AGE_SECONDS) return 'expired'
  return 'ok'
}
