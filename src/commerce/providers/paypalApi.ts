import { outboundJson, RetryLaterError } from '@/platform/http/outboundJson'

import { ProviderUnavailableError } from './PaymentProvider'

export type PayPalCredentials = { clientId: string; clientSecret: string; apiUrl: string }

export type PayPalAnswer = { status: number; body: Record<string, unknown> }

const TIMEOUT_MS = 20_000
/** Renew the token this long before PayPal says it expires, so no request carries a dying one. */
const EXPIRY_MARGIN_MS = 60_000

/**
 * PayPal's REST API over plain `fetch` (its server SDK hard-codes PayPal's hosts, so it cannot talk
 * to a local double): an OAuth2 client-credentials token, cached until shortly before it expires
 * and shared by concurrent callers, then JSON calls. Network failures, timeouts, 5xx and 429
 * become `ProviderUnavailableError`; any other answer is returned for the caller to read.
 */
export function paypalApi({ clientId, clientSecret, apiUrl }: PayPalCredentials) {
  const base = apiUrl.replace(/\/+$/, '')
  let token: { value: string; expiresAt: number } | undefined
  let pendingToken: Promise<string> | undefined

  /** Our one outbound JSON helper; its "try again later" is PayPal being unavailable to our callers. */
  async function send(path: string, init: RequestInit): Promise<PayPalAnswer> {
    try {
      const { status, body } = await outboundJson(`${base}${path}`, {
        ...init,
        service: 'PayPal',
        timeoutMs: TIMEOUT_MS,
      })
      return { status, body }
    } catch (error) {
      if (error instanceof RetryLaterError) throw new ProviderUnavailableError(error.message, { cause: error })
      throw error
    }
  }

  async function fetchToken(): Promise<string> {
    const answer = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    })
    const { access_token: value, expires_in: expiresIn } = answer.body
    if (answer.status !== 200 || typeof value !== 'string' || typeof expiresIn !== 'number') {
      throw new ProviderUnavailableError(
        `PayPal refused our client credentials (${answer.status}): check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET`,
      )
    }
    token = { value, expiresAt: Date.now() + expiresIn * 1000 - EXPIRY_MARGIN_MS }
    return value
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value
    pendingToken ??= fetchToken().finally(() => (pendingToken = undefined))
    return pendingToken
  }

  /** A JSON call with the bearer token; a token PayPal no longer accepts is renewed once. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: string; headers?: Record<string, string> } = {},
  ) {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken()
      const answer = await send(path, {
        method,
        headers: {
          Authorization: `Bearer ${bearer}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...options.headers,
        },
        body: options.body,
      })
      if (answer.status !== 401 || attempt > 0) return answer
      if (token?.value === bearer) token = undefined
    }
  }

  return { call }
}

/** PayPal's error name and first detail issue, e.g. `UNPROCESSABLE_ENTITY` / `ORDER_ALREADY_CAPTURED`. */
export function paypalIssue(answer: PayPalAnswer): string {
  const details = answer.body.details
  const first = Array.isArray(details) ? (details[0] as { issue?: unknown } | undefined) : undefined
  return typeof first?.issue === 'string' ? first.issue : String(answer.body.name ?? answer.status)
}

/** "9.95" → 995, exactly (no floating point): PayPal writes amounts as decimal strings. */
export function centsFromPayPalValue(value: unknown): number {
  const match = typeof value === 'string' ? /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value) : null
  if (!match) throw new ProviderUnavailableError(`PayPal answered an amount we cannot read: ${JSON.stringify(value)}`)
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
