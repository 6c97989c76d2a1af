import type { Payload, PayloadRequest } from 'payload'

import { countHit, pruneExpiredCounters, takeBackHit } from '@/platform/db/statements/rateLimitCounters'

export type RateLimitRule = {
  /** Names the endpoint (or group of endpoints) that shares one allowance. */
  bucket: string
  /** Requests allowed per window. */
  limit: number
  windowMs: number
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

const counterKey = (rule: RateLimitRule, client: string, now: number) =>
  `${rule.bucket}|${client}|${Math.floor(now / rule.windowMs)}`

/**
 * Fixed-window counter per (bucket, client): one atomic upsert per request, so concurrent
 * requests on several servers never lose a hit. Given a `req` with an open transaction, the hit
 * is written in it and rolls back with it (a refused unit of work costs no allowance); given
 * `payload`, it is written at once, outside any unit of work.
 */
export async function hitRateLimit(
  scope: Payload | PayloadRequest,
  rule: RateLimitRule,
  client: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const window = Math.floor(now / rule.windowMs)
  const expiresAt = (window + 1) * rule.windowMs
  const nowIso = new Date(now).toISOString()
  const key = counterKey(rule, client, now)
  const hits = await countHit(scope, { key, expiresAt: new Date(expiresAt).toISOString(), now: nowIso })

  // Now and then, clear counters whose window has passed.
  if (Math.random() < 0.02) await pruneExpiredCounters(scope, nowIso)

  if (hits > rule.limit) {
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - now) / 1000)) }
  }
  return { ok: true }
}

/**
 * Takes back the hit counted at `now`. A rule that should count only failures hits before the
 * attempt (so parallel attempts cannot all slip past the limit) and refunds when it succeeds.
 */
export async function refundRateLimitHit(
  payload: Payload,
  rule: RateLimitRule,
  client: string,
  now: number,
): Promise<void> {
  await takeBackHit(payload, counterKey(rule, client, now))
}
