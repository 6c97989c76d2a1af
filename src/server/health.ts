import type { Payload } from 'payload'

import { json } from '@/http/json'

const DATABASE_TIMEOUT_MS = 3_000

/** Runs a trivial query; rejects if the database does not answer in time. */
export async function pingDatabase(payload: Payload): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), DATABASE_TIMEOUT_MS)
  })
  try {
    await Promise.race([payload.count({ collection: 'users', overrideAccess: true }), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** `GET /api/health`: 200 when the app and its database answer, 503 otherwise. */
export async function healthResponse(getPayload: () => Promise<Payload>): Promise<Response> {
  try {
    await pingDatabase(await getPayload())
    return json({ status: 'ok', database: 'up' })
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
    console.error(`[health] database check failed: ${error instanceof Error ? error.message : String(error)}${cause}`)
    return json({ status: 'unavailable', database: 'down' }, 503)
  }
}
