import type { RateLimitRule } from '@/platform/http/rateLimit'

/**
 * Failed webhook signature checks per client address, for a provider whose check is a call to it
 * (PayPal). Deliveries in flight count too, so a burst of genuine ones has room.
 */
export const WEBHOOK_FAILURES: RateLimitRule = { bucket: 'webhook-failures', limit: 20, windowMs: 10 * 60_000 }
