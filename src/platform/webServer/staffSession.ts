import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

// Used by the body limit (bodyLimit.ts): only a staff member may send a body the size of a video, and
// the limit is chosen before anything reads the body, so before Payload can look at the session.
// Payload signs its login token (the `payload-token` cookie, or `Authorization: JWT …` / `Bearer …`)
// with HS256 under a key derived from PAYLOAD_SECRET (payload/dist/index.js: the SHA-256 of the secret
// in hex, its first 32 characters). Checking that signature and its expiry is a few microseconds;
// whether the session is still open, and the staff member's role, stay Payload's to check.

const TOKEN_COOKIE = 'payload-token'
/** The collection staff log in to (src/staff/Users.ts); Payload writes it into the token. */
const STAFF_COLLECTION = 'users'

const fromBase64Url = (part: string) => Buffer.from(part, 'base64url')

/** Payload's key for `secret` (PAYLOAD_SECRET), as Payload derives it. */
export const signingKey = (secret: string): string => createHash('sha256').update(secret).digest('hex').slice(0, 32)

/**
 * Whether `token` is a login token Payload signed with `key` (signingKey), for a staff member, not
 * expired at `now` (ms).
 */
export function isStaffToken(token: string, key: string, now = Date.now()): boolean {
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const [header, claims, signature] = parts as [string, string, string]
  const expected = createHmac('sha256', key).update(`${header}.${claims}`).digest()
  const given = fromBase64Url(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  try {
    const { alg } = JSON.parse(fromBase64Url(header).toString('utf8')) as { alg?: unknown }
    const { exp, collection } = JSON.parse(fromBase64Url(claims).toString('utf8')) as {
      exp?: unknown
      collection?: unknown
    }
    return alg === 'HS256' && collection === STAFF_COLLECTION && typeof exp === 'number' && exp * 1000 > now
  } catch {
    return false
  }
}

/** The login tokens a request carries, where Payload looks for them. */
export function tokensOf(headers: IncomingHttpHeaders): string[] {
  const tokens: string[] = []
  const authorization = headers.authorization ?? ''
  const scheme = /^(?:JWT|Bearer) (.+)$/.exec(authorization)
  if (scheme?.[1]) tokens.push(scheme[1])
  for (const cookie of (headers.cookie ?? '').split(';')) {
    const [name, ...value] = cookie.trim().split('=')
    if (name === TOKEN_COOKIE && value.length > 0) tokens.push(value.join('='))
  }
  return tokens
}

/** Whether the request carries a login token Payload signed with `key`, for staff, still valid. */
export const hasStaffSession = (headers: IncomingHttpHeaders, key: string, now = Date.now()): boolean =>
  tokensOf(headers).some((token) => isStaffToken(token, key, now))
