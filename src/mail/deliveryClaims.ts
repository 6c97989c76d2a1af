import type { Payload } from 'payload'

import {
  claimDueMail as claimDueRows,
  type ClaimedMessage,
  holdDueMail as holdDueRows,
  recordDelivery,
} from '@/db/statements/outbox'
import { JOB_LEASE_MS } from '@/server/jobLease'
import { log } from '@/server/log'

import { mailMaxAttempts, retryDelayMs } from './retryPolicy'

export type { ClaimedMessage }

/**
 * Takes up to `limit` due messages, oldest first, for one delivery attempt each: the claim counts the
 * attempt and stamps `sentAt`, committed before anything is sent, and no two pollers take the same
 * message (src/db/statements/outbox.ts). The stamp stays on success and is cleared on failure.
 */
export async function claimDueMail(payload: Payload, limit: number, now = new Date()): Promise<ClaimedMessage[]> {
  return claimDueRows(payload, { limit, now, leaseMs: JOB_LEASE_MS })
}

/** Without an SMTP server: every due message is kept for staff to read (status `held`). */
export async function holdDueMail(payload: Payload, now = new Date()): Promise<number> {
  return holdDueRows(payload, { now, leaseMs: JOB_LEASE_MS })
}

/** How long finishDelivery keeps trying to record a sent message while the database is away. */
const RECORD_SENT_WAITS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 16_000]

/**
 * Records that SMTP accepted the message: status `sent`, with one statement committed at once like
 * the claim's stamp. A lost connection is tried again for about 30 s, because failing here would
 * leave the message to be delivered again once the lease passed; only a database away longer than
 * that (and the lease), or a server killed between SMTP's answer and this statement, can still
 * lead to a second delivery.
 */
export async function finishDelivery(payload: Payload, message: ClaimedMessage): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const now = new Date().toISOString()
      await recordDelivery(payload, message.id, { status: 'sent', sentAt: now, retryAt: null, lastError: null, now })
      return
    } catch (error) {
      const wait = RECORD_SENT_WAITS_MS[attempt]
      if (wait === undefined) throw error
      log.warn(`mail: recording an outbox message as sent failed; trying again in ${wait} ms`, {
        error,
        details: { job: 'mail', outboxMessage: message.id },
      })
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}

/**
 * Records a failed attempt: `retrying` with its back-off (`retryAt`), or `failed` once the attempts
 * are used up. The attempt's stamp is cleared, so the retry is not held back by the lease.
 */
export async function failDelivery(
  payload: Payload,
  message: ClaimedMessage,
  reason: string,
  now = new Date(),
): Promise<void> {
  const givenUp = message.attempts >= mailMaxAttempts()
  await recordDelivery(payload, message.id, {
    status: givenUp ? 'failed' : 'retrying',
    sentAt: null,
    retryAt: givenUp ? null : new Date(now.getTime() + retryDelayMs(message.attempts)).toISOString(),
    lastError: reason,
    now: now.toISOString(),
  })
}
