import type { Payload } from 'payload'

import { claimJobs } from '@/platform/db/statements/claimJobs'

type Silent = Parameters<Payload['jobs']['runByID']>[0]['silent']

/**
 * One round on a queue: claims up to `limit` runnable jobs (claimJobs: never a job another runner
 * holds) and runs each through Payload's own runner, which keeps retries, back-off, the job's log
 * and the admin's view of it. Answers how many jobs it ran. Failures are logged unless `silent`.
 */
export async function runQueue(
  payload: Payload,
  queue: string,
  limit: number,
  silent: Silent = { info: true },
): Promise<number> {
  const ids = await claimJobs(payload, { queue, limit })
  // Side by side, as Payload runs a batch.
  await Promise.all(ids.map((id) => payload.jobs.runByID({ id, silent })))
  return ids.length
}
