import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * A signed, expiring token for a link we mail: `subject.expiresAt.signature`, the signature an
 * HMAC-SHA256 of the purpose, subject and expiry under a key derived from the site's secret (Payload's
 * `payload.secret`, itself derived from PAYLOAD_SECRET). Nothing is stored: the link carries its own
 * proof, and the purpose keeps a token of one kind from being used as another.
 */

export type SignedTokenCheck = { verdict: 'ok'; subject: string } | { verdict: 'invalid' | 'expired' }

/** What a page or a route says of a link it will not follow: one too old, and one we did not sign. */
export type LinkRefusals = Record<Exclude<SignedTokenCheck['verdict'], 'ok'>, string>

const SUBJECT = /^[A-Za-z0-9_-]{1,64}$/

const signature = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', `${purpose}:${secret}`).update(`${purpose}:${body}`).digest('base64url')

/** A token for `subject` (letters, digits, `-`, `_`) that `checkSignedToken` accepts until `expiresAt`. */
export function signToken(secret: string, purpose: string, subject: string, expiresAt: Date): string {
  if (!SUBJECT.test(subject)) throw new Error('a signed token names its subject in base64url characters only')
  const body = `${subject}.${Math.floor(expiresAt.getTime() / 1000)}`
  return `${body}.${signature(secret, purpose, body)}`
}

/** The token's subject, if we signed it for `purpose` and it has not expired; compared in constant time. */
export function checkSignedToken(secret: string, purpose: string, token: string, now = new Date()): SignedTokenCheck {
  const parts = token.split('.')
  if (parts.length !== 3) return { verdict: 'invalid' }
  const [subject, expires, given] = parts as [string, string, string]
  if (!SUBJECT.test(subject) || !/^\d{9,11}$/.test(expires)) return { verdict: 'invalid' }
  const expected = Buffer.from(signature(secret, purpose, `${subject}.${expires}`))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { verdict: 'invalid' }
  if (now.getTime() >= Number(expires) * 1000) return { verdict: 'expired' }
  return { verdict: 'ok', subject }
}
