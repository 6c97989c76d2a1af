/**
 * The one way the server calls another service's JSON API (PayPal, the CRM): `fetch` with a
 * timeout, the answer read as JSON. What is worth trying again later (the service unreachable or
 * too slow, a 5xx, a 429) throws `RetryLaterError`, carrying the service's `Retry-After` when it
 * gave one; any other answer, 4xx included, is returned for the caller to judge.
 */

export type OutboundAnswer = { status: number; body: Record<string, unknown>; headers: Headers }

export type OutboundRequest = RequestInit & {
  /** Names the service in error messages: "PayPal", "The CRM". */
  service: string
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 20_000
/** A Retry-After far in the future is a misconfiguration, not a plan: wait a day at most. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000

export class RetryLaterError extends Error {
  constructor(
    message: string,
    /** How long the service asked us to wait (its `Retry-After`), when it said. */
    readonly retryAfterMs?: number,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'RetryLaterError'
  }
}

/** `Retry-After` is either whole seconds or an HTTP date; anything else is ignored. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now
  if (!Number.isFinite(ms)) return undefined
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS)
}

export async function outboundJson(
  url: string,
  { service, timeoutMs = DEFAULT_TIMEOUT_MS, ...init }: OutboundRequest,
): Promise<OutboundAnswer> {
  const path = new URL(url).pathname
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new RetryLaterError(`${service} could not be reached (${path}): ${(error as Error).message}`, undefined, {
      cause: error,
    })
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    throw new RetryLaterError(`${service} broke off its answer to ${path}: ${(error as Error).message}`, undefined, {
      cause: error,
    })
  }
  if (response.status >= 500 || response.status === 429) {
    throw new RetryLaterError(
      `${service} answered ${response.status} to ${path}: ${text.slice(0, 300)}`,
      retryAfterMs(response.headers.get('retry-after')),
    )
  }
  let body: Record<string, unknown> = {}
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text)
      body =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : { value: parsed }
    } catch {
      throw new RetryLaterError(`${service} answered ${response.status} to ${path} with something that is not JSON`)
    }
  }
  return { status: response.status, body, headers: response.headers }
}
