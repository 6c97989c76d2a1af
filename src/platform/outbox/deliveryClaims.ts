import type { Payload } from 'payload'

import { type ClaimedMessage, recordDelivery } from '@/platform/db/statements/outbox'
import { log } from '@/platform/log/log'

import { mailMaxAttempts, retryDelayMs } from './retryPolicy'

/*
 * A delivery attempt's end, recorded on a message taken by `claimDueMail` (src/platform/db/statements/outbox.ts:
 * one attempt each, its `sentAt` stamped and committed before anything is sent, no two pollers taking
 * the same message). The stamp stays on success and is cleared on failure.
 */

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
