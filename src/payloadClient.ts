import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { OPEN_PAYLOAD, processWide } from '@/platform/next/sharedWithWebServer.mjs'

/**
 * The one way server code reaches Payload. It opens the config, so it sits on top with it: the platform
 * (src/platform, db, http, jobs…) never imports it. The app server's job runner is started at start-up
 * (src/instrumentation.ts), not here.
 */
export async function getPayloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  processWide[OPEN_PAYLOAD] = payload
  return payload
}
