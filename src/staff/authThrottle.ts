import { clientAddress } from '@/platform/http/clientAddress'
import { hitRateLimit, type RateLimitRule, refundRateLimitHit } from '@/platform/http/rateLimit'
import { getPayloadClient } from '@/payloadClient'

/**
 * Failed staff logins per client address. Payload's own per-account lock is off (see Users.ts),
 * so this is the brute-force defence; successful logins are refunded, so staff and the test
 * suites can log in as often as they like.
 */
export const LOGIN_FAILURES: RateLimitRule = { bucket: 'staff-login-failures', limit: 5, windowMs: 15 * 60_000 }

/** Password-reset requests (each may e-mail a staff member) and reset attempts per client address. */
export const PASSWORD_RESETS: RateLimitRule = { bucket: 'staff-password-reset', limit: 5, windowMs: 60 * 60_000 }

/** Every refused login gets these, whatever the reason (wrong password, unknown e-mail, locked...). */
export const LOGIN_FAILED_STATUS = 401
export const LOGIN_FAILED_MESSAGE = 'The e-mail or password is incorrect.'

/**
 * Refusals and reset requests never answer sooner than this, so the time taken (hashing a
 * password, or not, for an unknown address; e-mailing, or not) says nothing about who is staff.
 */
export const AUTH_ANSWER_FLOOR_MS = 500

type RestHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Payload's error shape, so the admin's login and reset forms show the message. */
const payloadError = (message: string, status: number, headers: HeadersInit = {}) =>
  Response.json(
    { errors: [{ message }] },
    { status, headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) } },
  )

const tooManyAttempts = (retryAfterSeconds: number) =>
  payloadError(
    `Too many attempts from your address. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    429,
    { 'Retry-After': String(retryAfterSeconds) },
  )

const waitUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())))

/**
 * Which unauthenticated auth endpoint of the staff collection a REST path is. Payload matches
 * the collection slug exactly and the endpoint path case-insensitively, and so does this.
 */
function authEndpoint(slug: string[] | undefined): 'login' | 'password-reset' | null {
  if (slug?.length !== 2 || slug[0] !== 'users') return null
  const endpoint = slug[1]!.toLowerCase()
  if (endpoint === 'login') return 'login'
  if (endpoint === 'forgot-password' || endpoint === 'reset-password') return 'password-reset'
  return null
}

/**
 * Wraps Payload's REST POST handler: logins are throttled per client address on failures and
 * every failure looks the same; password resets are throttled per client address.
 */
export function guardStaffAuth(handler: RestHandler): RestHandler {
  return async (request, args) => {
    const endpoint = authEndpoint((await args.params)?.slug)
    if (!endpoint) return handler(request, args)

    const started = Date.now()
    const payload = await getPayloadClient()
    const client = clientAddress(request.headers)
    const rule = endpoint === 'login' ? LOGIN_FAILURES : PASSWORD_RESETS
    const limit = await hitRateLimit(payload, rule, client, started)
    if (!limit.ok) return tooManyAttempts(limit.retryAfterSeconds)

    const response = await handler(request, args)
    if (endpoint === 'login' && response.ok) {
      await refundRateLimitHit(payload, rule, client, started)
      return response
    }
    await waitUntil(started + AUTH_ANSWER_FLOOR_MS)
    if (endpoint === 'login' && response.status >= 400 && response.status < 500) {
      return payloadError(LOGIN_FAILED_MESSAGE, LOGIN_FAILED_STATUS)
    }
    return response
  }
}
