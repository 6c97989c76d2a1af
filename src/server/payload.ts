import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { type JobRunner, startJobRunner } from '@/jobs/jobRunner'

import { env } from './env'

/**
 * Where the app server keeps its job runner: one per process (Next may load this module in more
 * than one bundle), and the web server (src/webServer/server.ts) stops it on shutdown through the same mark.
 */
export const JOB_RUNNER = Symbol.for('tubwise.jobRunner')

/**
 * The one way server code reaches Payload. Inside the app server (not while building) it also
 * starts the job runner, so queued work (mail first of all) is picked up without anyone asking;
 * JOBS_AUTORUN=off leaves that to another process.
 */
export async function getPayloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  const { JOBS_AUTORUN, NEXT_PHASE } = env()
  if (JOBS_AUTORUN === 'on' && NEXT_PHASE !== 'phase-production-build') {
    const processWide = globalThis as { [JOB_RUNNER]?: JobRunner }
    processWide[JOB_RUNNER] ??= startJobRunner(payload)
  }
  return payload
}
