import { env } from '@/server/env'

/**
 * Delivery attempts before a message is marked failed, and the first retry delay. With the
 * defaults (10 attempts, 30 s doubling) a message rides out an SMTP outage of about 4 hours.
 */
export const MAIL_MAX_ATTEMPTS = env().MAIL_MAX_ATTEMPTS
export const MAIL_RETRY_BASE_MS = env().MAIL_RETRY_BASE_MS
