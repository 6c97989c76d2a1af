import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { startJobRunner } from '@/jobs/jobRunner'
import { env } from '@/server/env'
import { JOB_RUNNER, OPEN_PAYLOAD, processWide } from '@/server/sharedWithWebServer.mjs'

/**
 * The one way server code reaches Payload. Inside the app server (not while building) it also
 * starts the job runner, so queued work (mail first of all) is picked up without anyone asking;
 * JOBS_AUTORUN=off leaves that to another process.
 */
export async function getPayloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  processWide[OPEN_PAYLOAD] = payload
  const { JOBS_AUTORUN, NEXT_PHASE } = env()
  if (JOBS_AUTORUN === 'on' && NEXT_PHASE !== 'phase-production-build') {
    // One per process (Next may load this module in more than one bundle); the web server stops it on shutdown.
    processWide[JOB_RUNNER] ??= startJobRunner(payload)
  }
  return payload
}
