import type { Payload } from 'payload'

import { CRM_QUEUE } from '@/crm/queueSync'
import { deliverDueMail } from '@/mail/deliverDueMail'
import { log } from '@/server/log'

import { runQueue } from './runQueue'

/**
 * One kind of work an app server polls for: `run` takes and does up to `limit` items and answers
 * how many it took. `drainBacklog`: after a round that took its full `limit`, the next starts at
 * once, not `everyMs` later.
 */
export type PollSchedule = {
  name: string
  everyMs: number
  limit: number
  drainBacklog?: boolean
  run: (payload: Payload, limit: number) => Promise<number>
}

/** What an app server works through, how often it looks, and how much it takes a round. */
export const POLLED_WORK: readonly PollSchedule[] = [
  // Mail within about a second, a few messages side by side, a backlog worked off without pauses:
  // a burst of questions (20 a second in the load benchmark) is mailed as fast as SMTP takes it.
  { name: 'mail', everyMs: 1_000, limit: 5, drainBacklog: true, run: deliverDueMail },
  // A few at a time: the CRM allows about 5 requests a second per account.
  { name: 'crm', everyMs: 10_000, limit: 5, run: (payload, limit) => runQueue(payload, CRM_QUEUE, limit) },
]

export type JobRunner = {
  /** Takes no more jobs, and resolves once the jobs of the round under way have finished. */
  stop: () => Promise<void>
}

/**
 * Works through each kind of work every `everyMs`: one round at a time per kind, the next one
 * `everyMs` after the last ended, so a slow round never overlaps the next (at once after a full
 * round, for work that drains its backlog). A failed round is logged and the next one tries again.
 * The timers do not keep a process alive on their own.
 */
export function startJobRunner(payload: Payload, work: readonly PollSchedule[] = POLLED_WORK): JobRunner {
  let stopped = false
  const timers = new Set<NodeJS.Timeout>()
  const rounds = new Set<Promise<void>>()

  const schedule = (plan: PollSchedule, delayMs: number) => {
    if (stopped) return
    const { name, everyMs, limit, drainBacklog, run } = plan
    const timer = setTimeout(() => {
      timers.delete(timer)
      let next = everyMs
      const round = run(payload, limit)
        // A full round means more may be waiting.
        .then((ran) => void (next = drainBacklog && ran >= limit ? 0 : everyMs))
        .catch((error: unknown) => log.error(`jobs: a ${name} round failed`, { error, details: { job: name } }))
        .finally(() => {
          rounds.delete(round)
          schedule(plan, next)
        })
      rounds.add(round)
    }, delayMs)
    timer.unref()
    timers.add(timer)
  }
  for (const plan of work) schedule(plan, plan.everyMs)

  return {
    stop: async () => {
      stopped = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.all(rounds)
    },
  }
}
