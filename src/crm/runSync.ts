import type { PayloadRequest } from 'payload'

import { RetryLaterError } from '@/platform/http/outboundJson'
import { env } from '@/platform/settings/env'
import { log } from '@/platform/log/log'

import { CrmRefusedError } from './CrmClient'
import { type CrmCollection, type CrmState, writeCrmState } from './crmState'

/** What the job runner hands a task about its job: how often it ran, and when it may run next. */
export type JobRun = { totalTried?: number | null; waitUntil?: string | null }

/** Attempts per job before the record is marked failed, and the first retry delay (doubling). */
export const crmRetryPolicy = () => ({ attempts: env().CRM_MAX_ATTEMPTS, baseMs: env().CRM_RETRY_BASE_MS })

/**
 * Runs one sync attempt and records how it went on the record:
 * - done → `synced` with the CRM's ids;
 * - refused by the CRM (a 4xx) → `failed` with its message, and the job ends: trying again would
 *   not help, staff retry once they fixed the cause;
 * - anything else (unreachable, 5xx, 429, a fault of ours) → still `queued` with the error, and
 *   the error goes on to the job runner, which runs the job again after the back-off; the last
 *   attempt marks the record `failed`. A 429's Retry-After pushes the next run to no earlier than
 *   that: the runner keeps the later of its back-off and the job's `waitUntil` (Payload 3.90,
 *   queues/errors/handleTaskError.js), which is why the job record is set here before throwing.
 */
export async function runSync(
  req: PayloadRequest,
  target: { collection: CrmCollection; id: number },
  job: JobRun,
  attempt: () => Promise<Pick<CrmState, 'contactId' | 'dealId'>>,
): Promise<void> {
  const record = (state: CrmState) => writeCrmState(req, target.collection, target.id, state)
  try {
    const ids = await attempt()
    await record({ status: 'synced', ...ids, syncedAt: new Date().toISOString(), lastError: null })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (error instanceof CrmRefusedError) {
      // The job ends here as done, so Payload's runner, which logs the failures thrown to it, never hears of this one.
      log.warn('crm: the CRM refused a sync; it is marked failed', {
        error,
        details: { job: 'crm', collection: target.collection, id: target.id },
      })
      await record({ status: 'failed', lastError: message })
      return
    }
    const last = (job.totalTried ?? 0) + 1 >= crmRetryPolicy().attempts
    await record({ status: last ? 'failed' : 'queued', lastError: message })
    if (!last && error instanceof RetryLaterError && error.retryAfterMs !== undefined) {
      job.waitUntil = new Date(Date.now() + error.retryAfterMs).toISOString()
    }
    throw error
  }
}
