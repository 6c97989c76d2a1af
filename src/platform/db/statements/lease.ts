import { env } from '@/platform/settings/env'

/**
 * How long a claimed piece of work (a Payload job left `processing`, an outbox message's delivery
 * attempt) may go without an update before another runner takes it again: its server was killed
 * mid-work. By default (5 min) far longer than any run takes (SMTP and CRM calls time out within
 * 40 s), so a slow but live run is not run twice; the load benchmark shortens it.
 */
export const JOB_LEASE_MS = env().JOB_LEASE_MS
