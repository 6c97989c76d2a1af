import { env } from '@/platform/settings/env'

/**
 * Delivery attempts before a message is marked failed. With the defaults (10 attempts, the first
 * retry after 30 s, each wait twice the last) a message rides out an SMTP outage of about 4 hours.
 */
export const mailMaxAttempts = (): number => env().MAIL_MAX_ATTEMPTS

/** The wait after failed attempt number `attempts` (1, 2, …): the base delay, doubled each time. */
export const retryDelayMs = (attempts: number): number => env().MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1)
