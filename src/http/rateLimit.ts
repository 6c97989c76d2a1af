import { eq, lt, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { isRequest, transactionDb } from '@/server/transaction'

export type RateLimitRule = {
  /** Names the endpoint (or group of endpoints) that shares one allowance. */
  bucket: string
  /** Requests allowed per window. */
  limit: number
  windowMs: number
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

// The drizzle builders used here have the same shape on SQLite and PostgreSQL.
type Table = Record<'key' | 'hits' | 'expiresAt', unknown>
type Drizzle = {
  insert: (table: Table) => {
    values: (row: Record<string, unknown>) => {
      onConflictDoUpdate: (config: { target: unknown; set: Record<string, unknown> }) => {
        returning: (fields: Record<string, unknown>) => Promise<{ hits: number }[]>
      }
      onConflictDoNothing: (config: { target: unknown }) => {
        returning: (fields: Record<string, unknown>) => Promise<unknown[]>
      }
    }
  }
  update: (table: Table) => {
    set: (values: Record<string, unknown>) => { where: (condition: unknown) => Promise<unknown> }
  }
  delete: (table: Table) => { where: (condition: unknown) => Promise<unknown> }
}

/** The counter table, and the connection to write it through: the req's transaction when it has one. */
async function tables(scope: Payload | PayloadRequest): Promise<{ drizzle: Drizzle; table: Table }> {
  const payload = isRequest(scope) ? scope.payload : scope
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table> }
  const table = db.tables.rate_limits
  if (!table) throw new Error('rate_limits table missing: run the migrations')
  const inUnitOfWork = isRequest(scope) && scope.transactionID
  return { drizzle: inUnitOfWork ? await transactionDb<Drizzle>(scope) : db.drizzle, table }
}

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
  const { drizzle, table } = await tables(scope)
  const window = Math.floor(now / rule.windowMs)
  const expiresAt = (window + 1) * rule.windowMs
  const nowIso = new Date(now).toISOString()

  const [row] = await drizzle
    .insert(table)
    .values({
      key: counterKey(rule, client, now),
      hits: 1,
      expiresAt: new Date(expiresAt).toISOString(),
      createdAt: nowIso,
      updatedAt: nowIso,
    })
    .onConflictDoUpdate({ target: table.key, set: { hits: sql`${table.hits} + 1`, updatedAt: nowIso } })
    .returning({ hits: table.hits })

  // Now and then, clear counters whose window has passed.
  if (Math.random() < 0.02) {
    await drizzle.delete(table).where(lt(table.expiresAt as never, nowIso))
  }

  const hits = Number(row?.hits ?? 1)
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
  const { drizzle, table } = await tables(payload)
  await drizzle
    .update(table)
    .set({ hits: sql`${table.hits} - 1`, updatedAt: new Date().toISOString() })
    .where(eq(table.key as never, counterKey(rule, client, now)))
}

/**
 * Records `key` until `expiresAt`; true only for the first caller. One atomic insert-if-absent in
 * the counters' table, so two requests racing for the same key (on one server or several) cannot
 * both win. Expired keys go with the counters' clean-up.
 */
export async function claimKeyOnce(payload: Payload, key: string, expiresAt: number): Promise<boolean> {
  const { drizzle, table } = await tables(payload)
  const now = new Date().toISOString()
  const inserted = await drizzle
    .insert(table)
    .values({ key, hits: 1, expiresAt: new Date(expiresAt).toISOString(), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: table.key })
    .returning({ key: table.key })
  return inserted.length === 1
}
