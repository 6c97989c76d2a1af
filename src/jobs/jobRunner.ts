import type { Payload } from 'payload'

import { CRM_QUEUE } from '@/crm/queueSync'
import { MAIL_QUEUE } from '@/mail/queueDelivery'

import { runQueue } from './runQueue'

/** `drainBacklog`: after a round that took its full `limit`, the next starts at once, not `everyMs` later. */
export type QueueSchedule = { queue: string; everyMs: number; limit: number; drainBacklog?: boolean }

/** The queues an app server works through, how often it looks, and how many jobs it takes a round. */
export const JOB_QUEUES: readonly QueueSchedule[] = [
  // A burst of questions (20 a second in the load benchmark) is mailed as fast as SMTP takes it,
  // not 20 per 5 s per server.
  { queue: MAIL_QUEUE, everyMs: 5_000, limit: 20, drainBacklog: true },
  // A few at a time: the CRM allows about 5 requests a second per account.
  { queue: CRM_QUEUE, everyMs: 10_000, limit: 5 },
]

export type JobRunner = {
  /** Takes no more jobs, and resolves once the jobs of the round under way have finished. */
  stop: () => Promise<void>
}

/**
 * Works through each queue every `everyMs`: one round (runQueue) at a time per queue, the next
 * one `everyMs` after the last ended, so a slow round never overlaps the next (at once after a
 * full round, for a queue that drains its backlog). A failed round is logged and the next one
 * tries again. The timers do not keep a process alive on their own.
 */
export function startJobRunner(payload: Payload, queues: readonly QueueSchedule[] = JOB_QUEUES): JobRunner {
  let stopped = false
  const timers = new Set<NodeJS.Timeout>()
  const rounds = new Set<Promise<void>>()

  const schedule = (plan: QueueSchedule, delayMs: number) => {
    if (stopped) return
    const { queue, everyMs, limit, drainBacklog } = plan
    const timer = setTimeout(() => {
      timers.delete(timer)
      let next = everyMs
      const round = runQueue(payload, queue, limit)
        // A full round means more may be waiting.
        .then((ran) => void (next = drainBacklog && ran >= limit ? 0 : everyMs))
        .catch((error: unknown) => payload.logger.error({ err: error, msg: `[jobs] a round on the ${queue} queue failed` }))
        .finally(() => {
          rounds.delete(round)
          schedule(plan, next)
        })
      rounds.add(round)
    }, delayMs)
    timer.unref()
    timers.add(timer)
  }
  for (const queue of queues) schedule(queue, queue.everyMs)

  return {
    stop: async () => {
      stopped = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.all(rounds)
    },
  }
}
