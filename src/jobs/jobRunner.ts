import type { Payload } from 'payload'

import { CRM_QUEUE } from '@/crm/queueSync'
import { MAIL_QUEUE } from '@/mail/queueDelivery'

import { runQueue } from './runQueue'

export type QueueSchedule = { queue: string; everyMs: number; limit: number }

/** The queues an app server works through, how often it looks, and how many jobs it takes a round. */
export const JOB_QUEUES: readonly QueueSchedule[] = [
  { queue: MAIL_QUEUE, everyMs: 5_000, limit: 20 },
  // A few at a time: the CRM allows about 5 requests a second per account.
  { queue: CRM_QUEUE, everyMs: 10_000, limit: 5 },
]

export type JobRunner = {
  /** Takes no more jobs, and resolves once the jobs of the round under way have finished. */
  stop: () => Promise<void>
}

/**
 * Works through each queue every `everyMs`: one round (runQueue) at a time per queue, the next
 * one `everyMs` after the last ended, so a slow round never overlaps the next. A failed round is
 * logged and the next one tries again. The timers do not keep a process alive on their own.
 */
export function startJobRunner(payload: Payload, queues: readonly QueueSchedule[] = JOB_QUEUES): JobRunner {
  let stopped = false
  const timers = new Set<NodeJS.Timeout>()
  const rounds = new Set<Promise<void>>()

  const schedule = ({ queue, everyMs, limit }: QueueSchedule) => {
    if (stopped) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      const round = runQueue(payload, queue, limit)
        .then(() => undefined)
        .catch((error: unknown) => payload.logger.error({ err: error, msg: `[jobs] a round on the ${queue} queue failed` }))
        .finally(() => {
          rounds.delete(round)
          schedule({ queue, everyMs, limit })
        })
      rounds.add(round)
    }, everyMs)
    timer.unref()
    timers.add(timer)
  }
  queues.forEach(schedule)

  return {
    stop: async () => {
      stopped = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.all(rounds)
    },
  }
}
