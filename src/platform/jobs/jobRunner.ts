import type { Payload } from 'payload'

import { deliverDueMail } from '@/platform/outbox/deliverDueMail'
import { env } from '@/platform/settings/env'
import { log } from '@/platform/log/log'
import { platformCallsOf, type PollSchedule } from '@/platform/plugins/platformCalls'
import { JOB_RUNNER, processWide } from '@/platform/next/sharedWithWebServer.mjs'

/**
 * The mail outbox, every second: a few messages side by side, a backlog worked off without pauses (a
 * burst of questions, 20 a second in the load benchmark, is mailed as fast as SMTP takes it).
 */
const MAIL: PollSchedule = { name: 'mail', everyMs: 1_000, limit: 5, drainBacklog: true, run: deliverDueMail }

/**
 * What an app server works through, how often it looks, and how much it takes a round: the outbox, then
 * what the capabilities' plugins gave (the CRM's queue: src/crm/plugin.ts).
 */
export const polledWork = (payload: Payload): readonly PollSchedule[] => [
  MAIL,
  ...platformCallsOf(payload.config).polled,
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
export function startJobRunner(payload: Payload, work: readonly PollSchedule[] = polledWork(payload)): JobRunner {
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

/**
 * The app server's job runner, started once per process at start-up (src/instrumentation.ts), so queued
 * work (mail first of all) is picked up without anyone asking; the web server stops it on shutdown.
 * JOBS_AUTORUN=off leaves that to another process, and a build runs none.
 */
export function startAppServerJobRunner(payload: Payload): void {
  const { JOBS_AUTORUN, NEXT_PHASE } = env()
  if (JOBS_AUTORUN !== 'on' || NEXT_PHASE === 'phase-production-build') return
  // One per process (Next may load this module in more than one bundle).
  processWide[JOB_RUNNER] ??= startJobRunner(payload)
}
