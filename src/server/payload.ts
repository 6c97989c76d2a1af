import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from './env'

/**
 * The one way server code reaches Payload. Inside the app server the job runner's cron is
 * switched on, so queued work (mail first of all) is picked up without anyone asking.
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config, cron: env().JOBS_AUTORUN === 'on' })
}
