import type { Payload } from 'payload'

import { claimJobs as claimJobRows } from '@/db/statements/claimJobs'
import { env } from '@/server/env'

/**
 * How long a claimed job may go without an update before another runner takes it again: its
 * server was killed mid-job. By default (5 min) far longer than any job runs (SMTP and CRM calls
 * time out within 40 s), so a slow but live run is not run twice; the load benchmark shortens it.
 */
export const JOB_LEASE_MS = env().JOB_LEASE_MS

/** Takes up to `limit` runnable jobs of `queue` for this runner, oldest first: see the statement in src/db. */
export async function claimJobs(
  payload: Payload,
  queue: string,
  limit: number,
  now = new Date(),
): Promise<(number | string)[]> {
  return claimJobRows(payload, { queue, limit, now, leaseMs: JOB_LEASE_MS })
}
