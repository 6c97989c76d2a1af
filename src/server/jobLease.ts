import { env } from './env'

/**
 * How long a claimed job or message may go without an update before another runner takes it again: its
 * server was killed mid-job. By default (5 min) far longer than any job runs (SMTP and CRM calls time
 * out within 40 s), so a slow but live run is not run twice; the load benchmark shortens it. The jobs'
 * claim (src/jobs) and the outbox's (src/mail) both hold to it.
 */
export const JOB_LEASE_MS = env().JOB_LEASE_MS
