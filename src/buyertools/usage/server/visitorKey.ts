import { createHmac } from 'node:crypto'

/**
 * Who used a tool on a day, as the use counter dedupes it: an HMAC of the client address (as the rate
 * limits key it: an IPv4 address, an IPv6 /64), keyed with the site's secret and bound to the tool and
 * the UTC day. The address itself is never stored; without the secret the key cannot be tested
 * against guessed addresses, and the same visitor has unrelated keys on two days (decision 0036).
 */
export const toolVisitorKey = (secret: string, visit: { client: string; tool: string; day: string }): string =>
  createHmac('sha256', secret).update(`tool-visitor:${visit.day}:${visit.tool}:${visit.client}`).digest('base64url')
