import type { Payload } from 'payload'

import { claimJobs as claimJobRows } from '@/db/statements/claimJobs'
import { JOB_LEASE_MS } from '@/server/jobLease'

/** Takes up to `limit` runnable jobs of `queue` for this runner, oldest first: see the statement in src/db. */
export async function claimJobs(
  payload: Payload,
  queue: string,
  limit: number,
  now = new Date(),
): Promise<(number | string)[]> {
  return claimJobRows(payload, { queue, limit, now, leaseMs: JOB_LEASE_MS })
}
