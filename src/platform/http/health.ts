import type { Payload } from 'payload'

import { countByStatus } from '@/platform/db/countByStatus'
import { env } from '@/platform/settings/env'
import { log } from '@/platform/log/log'
import { requestIdOf } from '@/platform/log/requestId'

import { json } from './json'

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

/** Outbox statuses that mean mail is waiting or stuck; `sent` is the healthy end state. */
const WAITING_STATUSES = ['queued', 'retrying', 'held', 'failed'] as const

export type MailHealth = {
  /** Whether an SMTP server is configured; without one every message is held for staff. */
  smtp: 'configured' | 'not configured'
  outbox: Record<(typeof WAITING_STATUSES)[number], number>
}

/** How mail is doing: the SMTP setting and how many outbox messages wait, are held or failed. */
export async function mailHealth(payload: Payload): Promise<MailHealth> {
  return {
    smtp: env().SMTP_URL ? 'configured' : 'not configured',
    outbox: await countByStatus(payload, 'outbox', WAITING_STATUSES),
  }
}

/** Whether the request comes from signed-in staff; an unreadable or forged token is nobody. */
async function fromStaff(payload: Payload, headers: Headers): Promise<boolean> {
  try {
    return Boolean((await payload.auth({ headers })).user)
  } catch {
    return false
  }
}

/**
 * `GET /api/health`: 200 when the app and its database answer, 503 otherwise. The public (a load
 * balancer, a monitor) gets the status alone; signed-in staff also get the database and mail
 * (held, failed, waiting messages; SMTP configured or not). Mail never turns the answer into a
 * 503: the site serves pages without mail, and a load balancer should not take it out for that.
 */
export async function healthResponse(getPayload: () => Promise<Payload>, headers: Headers): Promise<Response> {
  let payload: Payload
  try {
    payload = await getPayload()
    await pingDatabase(payload)
  } catch (error) {
    log.error('health check: the database does not answer', { requestId: requestIdOf(headers), error })
    // Staff cannot be told from the public without the database: everyone gets the status.
    return json({ status: 'unavailable' }, 503)
  }
  if (!(await fromStaff(payload, headers))) return json({ status: 'ok' })
  const mail = await mailHealth(payload).catch((error: unknown) => {
    log.error('health check: the mail check failed', { requestId: requestIdOf(headers), error })
    return 'unknown' as const
  })
  return json({ status: 'ok', database: 'up', mail })
}
